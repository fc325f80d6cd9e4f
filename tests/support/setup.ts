import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { handlers, faults } from '#mocks/handlers.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { backendCache } from '#src/server/cms/backend-cache.ts';
import { resetRateLimitsForTests } from '#src/server/http/rate-limits.ts';

/** The sample backend's msw handlers answer every backend call the unit tests make. */
export const server = setupServer(...handlers);
export const CMS = 'http://cms.test';

/** The unit tests' environment (the sample backend), with `vars` beside it; what every test starts with. */
export function setTestEnv(vars: Record<string, string> = {}) {
  const env = parseEnv({
    CMS_API_URL: CMS,
    CMS_API_KEY: 'test-key',
    CMS_TIMEOUT_MS: '300',
    ...vars,
  });
  setEnvForTests(env);
  return env;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setTestEnv();
  faults.mode = 'none';
  backendCache.clear();
  // Form and webhook limits count from zero in every test.
  resetRateLimitsForTests();
  // An unexpected console.error fails the test.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
