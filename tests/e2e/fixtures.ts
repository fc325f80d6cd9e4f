import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { sealData } from 'iron-session';
import type { FaultMode } from '#mocks/handlers.ts';
import {
  REVALIDATE_TOKEN,
  SAMPLE_BACKEND_PORT,
  SESSION_PASSWORD,
  SITE_PORT,
} from '../../playwright.config.ts';

const SITE = `http://localhost:${SITE_PORT}`;
const HOUR = 3_600_000;

/** Options of the `login` fixture. */
export type LoginOptions = {
  /** A session sealed this many hours ago instead of a fresh login (valid under 720 h). */
  ageHours?: number;
  /** The context to log in; the test's own (the one `page` is in) by default. */
  context?: BrowserContext;
};

/**
 * Shared Playwright fixtures:
 * - `backendFault(mode)` switches the sample backend into a fault mode (reset after the test)
 * - `login(options)` logs a browser context in as the sample site builder (demo/demo) and
 *   returns the session cookie as a `name=value` pair
 * - every page fails its test on an unexpected console error or page error
 */
export const test = base.extend<{
  backendFault: (mode: FaultMode) => Promise<void>;
  login: (options?: LoginOptions) => Promise<string>;
}>({
  backendFault: async ({ request }, use) => {
    const set = async (mode: FaultMode) => {
      const res = await request.post(
        `http://127.0.0.1:${SAMPLE_BACKEND_PORT}/__sample/fault?mode=${mode}&ms=5000`,
      );
      expect(res.status()).toBe(204);
    };
    await use(set);
    await set('none');
    // Failures may have opened the site's circuit breaker (which /readyz does not report: a
    // breaker is about pages, readiness about the backend); wait until a fresh page renders.
    await expect
      .poll(
        async () =>
          (await request.get(`http://localhost:${SITE_PORT}${uncached('/borger/')}`)).status(),
        { timeout: 15_000 },
      )
      .toBe(200);
  },
  login: async ({ context: own }, use) => {
    await use(async ({ ageHours, context = own } = {}) => {
      if (ageHours === undefined) return postLogin(context.request);
      // Cookies are not told apart by port: the session holds on every instance of the suite.
      const value = await sealedSession({ ageHours });
      await context.addCookies([{ name: SESSION_COOKIE, value, url: SITE }]);
      return `${SESSION_COOKIE}=${value}`;
    });
  },
  page: async ({ page }, use, testInfo) => {
    const errors: string[] = [];
    // A test that provokes errors on purpose lists what it expects as `allow-console` annotations.
    const allowed = () =>
      testInfo.annotations
        .filter((a) => a.type === 'allow-console')
        .map((a) => new RegExp(a.description ?? '^$'));
    const record = (text: string) => {
      // Error pages, failed logins and rate limits legitimately log their status as a failed resource load.
      if (/status of (401|404|429|50\d)/.test(text) || allowed().some((re) => re.test(text)))
        return;
      errors.push(`${text} (on ${page.url()})`);
    };
    page.on('console', (msg) => {
      if (msg.type() === 'error') record(msg.text());
    });
    page.on('pageerror', (err) => record(err.message));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/** axe's violations on the page as it is now, one line each (`id: targets`); none is `[]`. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** axe-core finds no violations on the page as it is now (each named with its elements). */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  expect(await axeViolations(page), `axe on ${label}`).toEqual([]);
}

/** A GET that does not follow redirects: the response is the redirect itself. */
export async function getWithoutRedirect(page: Page, path: string) {
  return page.request.get(path, { maxRedirects: 0 });
}

/** A GET with the request target sent exactly as given (no URL normalisation), and any headers. */
export function rawGet(
  target: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  location: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: SITE_PORT, path: target, method: 'GET', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

let unique = 0;
/** A URL no earlier test has asked for, so the micro-cache cannot answer it. */
export const uncached = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}t=${Date.now()}-${++unique}`;

/** The tools session cookie's name (src/server/auth/session.ts). */
export const SESSION_COOKIE = '__limbo-authenticated';

/**
 * A tools session sealed the way the login seals it (decision 014), `ageHours` ago. `id: null`
 * seals one from before session ids; `name` a user who may not exist.
 */
export async function sealedSession({
  ageHours = 0,
  name = 'demo',
  id = randomBytes(16).toString('base64url'),
}: { ageHours?: number; name?: string; id?: string | null } = {}): Promise<string> {
  return sealData(
    { ...(id ? { id } : {}), user: { name }, authenticatedAt: Date.now() - ageHours * HOUR },
    { password: SESSION_PASSWORD, ttl: 2_592_000 },
  );
}

/** The sample login demo/demo posted through `request`, whose cookie jar keeps the session. */
async function postLogin(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${SITE}/api/_auth/login`, {
    form: { username: 'demo', password: 'demo' },
    headers: { origin: SITE },
    maxRedirects: 0,
  });
  const cookie = res.headers()['set-cookie']?.split(';')[0];
  if (!cookie?.startsWith(`${SESSION_COOKIE}=`)) throw new Error(`login failed: ${res.status()}`);
  return cookie;
}

/**
 * A real tools session (the sample login demo/demo), as a `name=value` cookie pair. Logged in
 * from a request context of its own, so the caller's cookie jar stays anonymous.
 */
export async function sessionCookie(): Promise<string> {
  const context = await playwrightRequest.newContext();
  try {
    return await postLogin(context);
  } finally {
    await context.dispose();
  }
}

/**
 * Switches the theme the sample backend gives every site (no alias: the fixture's own), then
 * publishes the front page the way Umbraco's webhook would: every cached page of the site goes
 * (decision 019), so no later test meets a page cached in the previous theme.
 */
export async function setSampleTheme(alias: string): Promise<void> {
  const set = await fetch(
    `http://127.0.0.1:${SAMPLE_BACKEND_PORT}/__sample/theme${alias ? `?alias=${alias}` : ''}`,
    { method: 'POST' },
  );
  expect(set.status).toBe(204);
  const revalidated = await fetch(`http://localhost:${SITE_PORT}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${REVALIDATE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: '/' }),
  });
  expect(revalidated.status).toBe(200);
}
