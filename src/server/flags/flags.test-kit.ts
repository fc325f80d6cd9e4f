import { setTestEnv } from '#tests/support/setup.ts';

// What the feature flags' tests share. Imported by tests only.

/** The four visitor-feature flags, off by default (decision 020). */
export const FLAGS = [
  'SHOW_GO_TO_TOP_BUTTON',
  'CLIMATE_BUTTON',
  'TOAST_NOTIFICATIONS',
  'UMBRACO_URL_REDIRECT',
] as const;

/** The test environment with `flags` in PUBLIC_CONFIG (the rest off, as by default). */
export const envWith = (flags: Partial<Record<(typeof FLAGS)[number], boolean>>) =>
  setTestEnv({ PUBLIC_CONFIG: JSON.stringify({ flags }) });

export const allOn = () => envWith(Object.fromEntries(FLAGS.map((f) => [f, true])));
