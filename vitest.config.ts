import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    // A test sits beside the module it tests (src/server/cms/page.test.ts tests page.ts); the
    // scale test (tests/scale/) and the Playwright journeys (tests/e2e/) have their own runners.
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{ts,tsx}',
      // eslint.config.test.ts: the config's own rule, beside it.
      '*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    pool: 'threads',
  },
});
