import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    // A test sits beside the module it tests (src/server/cms/page.test.ts tests page.ts), so every
    // *.test.ts(x) runs wherever it is; the Playwright journeys (tests/e2e/) and the scale test
    // (tests/scale/, vitest with vitest.scale.config.ts) are run by their own commands.
    include: ['**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, 'tests/e2e/**', 'tests/scale/**', 'bench/**'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    pool: 'threads',
  },
});
