import { request as httpRequest } from 'node:http';
import { test as base, expect, type Page } from '@playwright/test';
import { SAMPLE_BACKEND_PORT, SITE_PORT } from '../../playwright.config.ts';

type FaultMode = 'none' | 'down' | 'slow' | 'garbage' | 'error500' | 'html502';

/**
 * Shared Playwright fixtures:
 * - `backendFault(mode)` switches the sample backend into a fault mode (reset after the test)
 * - every page fails its test on an unexpected console error or page error
 */
export const test = base.extend<{
  backendFault: (mode: FaultMode) => Promise<void>;
  consoleErrors: string[];
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
  },
  consoleErrors: [[], { option: true }],
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      // Error pages, failed logins and rate limits legitimately log their status as a failed resource load.
      if (msg.type() === 'error' && !/status of (401|404|429|50\d)/.test(msg.text()))
        errors.push(`${msg.text()} (on ${page.url()})`);
    });
    page.on('pageerror', (err) => errors.push(`${err.message} (on ${page.url()})`));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/** The response of a request that must not follow redirects. */
export async function head(page: Page, path: string) {
  return page.request.get(path, { maxRedirects: 0 });
}

/** A GET with the request target sent exactly as given (no URL normalisation). */
export function rawGet(target: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: SITE_PORT, path: target, method: 'GET' },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
