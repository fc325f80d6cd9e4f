import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium.ts';
import { SAMPLE_TWENTYTHREE_HOST } from './mocks/fixtures/video-pages.ts';

/** e2e against the production build on the embedded sample backend, in Debian's Chromium. */
/** E2E_PORT moves all four ports (3457–3460 by default), e.g. to run two suites side by side. */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 3457);
export const SAMPLE_BACKEND_PORT = SITE_PORT + 1;
/**
 * A second instance with the stage-demo and theme-testing flags on, and the four feature flags
 * that are off by default (SHOW_GO_TO_TOP_BUTTON, CLIMATE_BUTTON, TOAST_NOTIFICATIONS,
 * UMBRACO_URL_REDIRECT; decision 020).
 */
export const FLAGS_ON_PORT = SITE_PORT + 2;
/** Metrics: behind a token on the first instance, on their own port on the second. */
export const METRICS_TOKEN = 'e2e-metrics-token-0123456789';
export const METRICS_PORT = SITE_PORT + 4;
export const SESSION_PASSWORD = 'e2e-session-password-0123456789abcdef';
/** POST /api/revalidate's bearer token on the first instance (decision 019). */
export const REVALIDATE_TOKEN = 'e2e-revalidate-token-0123456789abcdef';
/** The sample backend's subscription credentials (mocks/handlers.ts SAMPLE_SUBSCRIPTIONS_*). */
export const SAMPLE_SUBSCRIPTIONS_API_KEY = 'sample-subscriptions-key';
export const SAMPLE_SUBSCRIPTIONS_AUTH_PATH = '/api/subscriptions/token';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx scripts/start.ts',
      url: `http://localhost:${SITE_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(SITE_PORT),
        SAMPLE_BACKEND_PORT: String(SAMPLE_BACKEND_PORT),
        CMS_API_URL: '',
        // CMS_TIMEOUT_MS stays at its default: errors.spec.ts measures that budget (decision 033).
        // Who to call on an error page of a host whose site data this process never saw.
        MUNICIPALITY_NAME: 'Eksempel Kommune (fra konfigurationen)',
        MUNICIPALITY_PHONE: '+45 70 10 20 30',
        // The sample backend's subscription token endpoint (mocks/handlers.ts).
        SUBSCRIPTIONS_API_KEY: SAMPLE_SUBSCRIPTIONS_API_KEY,
        SUBSCRIPTIONS_AUTH_PATH: SAMPLE_SUBSCRIPTIONS_AUTH_PATH,
        SESSION_PASSWORD,
        METRICS_TOKEN,
        REVALIDATE_TOKEN,
        // Hosts the discovery files serve besides loopback (tests/e2e/discovery.spec.ts); the
        // sample backend has no sitemap for them.
        PUBLIC_HOSTS: 'andet.localhost,nede.localhost',
        // The sample TwentyThree host may be framed, the Skyfish one not (tests/e2e/video.spec.ts).
        VIDEO_EMBED_HOSTS: SAMPLE_TWENTYTHREE_HOST,
        // The suite changes the sample's theme and at once checks every page in it: a page that
        // only shares the changed part waits for its render here instead of being served stale
        // once (that path, the default 60 s, is proven in src/server/pipeline/page-cache-step.test.ts).
        SHARED_STALE_SECONDS: '0',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'node --import tsx scripts/start.ts',
      url: `http://localhost:${FLAGS_ON_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(FLAGS_ON_PORT),
        SAMPLE_BACKEND_PORT: String(FLAGS_ON_PORT + 1),
        CMS_API_URL: '',
        // Subscriptions unconfigured here (set empty, so start.ts leaves them): no module, POST 404.
        SUBSCRIPTIONS_API_KEY: '',
        SUBSCRIPTIONS_AUTH_PATH: '',
        SESSION_PASSWORD,
        METRICS_PORT: String(METRICS_PORT),
        // Also the runtime's third parties: the consent stand-in, Monsido and Cludo (stubbed by the tests).
        PUBLIC_CONFIG: JSON.stringify({
          showStageDemo: true,
          themeTesting: true,
          consentScriptUrl: `http://127.0.0.1:${FLAGS_ON_PORT + 1}/consent/uc.js`,
          cludo: { customerId: 2025 },
          buildCheckIntervalMs: 10_000,
          flags: {
            SHOW_GO_TO_TOP_BUTTON: true,
            CLIMATE_BUTTON: true,
            TOAST_NOTIFICATIONS: true,
            UMBRACO_URL_REDIRECT: true,
          },
        }),
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
