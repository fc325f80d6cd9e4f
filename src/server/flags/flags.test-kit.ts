import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { CMS } from '#tests/support/setup.ts';

// What the feature flags' tests share. Imported by tests only.

/** The four visitor-feature flags, off by default (decision 020). */
export const FLAGS = [
  'SHOW_GO_TO_TOP_BUTTON',
  'CLIMATE_BUTTON',
  'TOAST_NOTIFICATIONS',
  'UMBRACO_URL_REDIRECT',
] as const;

/** The test environment with `flags` in PUBLIC_CONFIG (the rest off, as by default). */
export function envWith(flags: Partial<Record<(typeof FLAGS)[number], boolean>>) {
  const env = parseEnv({
    CMS_API_URL: CMS,
    CMS_API_KEY: 'test-key',
    CMS_TIMEOUT_MS: '300',
    PUBLIC_CONFIG: JSON.stringify({ flags }),
  });
  setEnvForTests(env);
  return env;
}

export const allOn = () => envWith(Object.fromEntries(FLAGS.map((f) => [f, true])));
