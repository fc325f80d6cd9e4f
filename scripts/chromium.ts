/**
 * Debian's Chromium as the tests and audits start it: without background networking (the
 * machine has no internet, and its refused connections slow Chromium down) and without a sandbox.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
