import { beforeEach, describe, expect, it, vi } from 'vitest';
import { faults } from '#mocks/handlers.ts';
import { classify } from '#src/server/request/classify.ts';
import { requestModelOf } from '#src/server/pipeline/classify-step.ts';
import { getRequestContext, runWithRequestContext } from '#src/server/request-context.ts';
import { log } from '#src/server/log.ts';
import { resolvePage } from '#src/server/cms/page.ts';
import { pageValueOf } from '#src/server/cms/page-value.ts';
import { fitsInHeader, HOSTILE_PATHS } from '../routing.test-kit.ts';

// The catch-all page's "go back" link. The page may be stored (full-page cache, nginx) and
// served to the next visitor, so nothing of this request's Referer may be in it.

const context = vi.hoisted(() => ({ req: new Request('http://www.example-kommune.dk/') }));
vi.mock('waku/server', () => ({ unstable_getContext: () => context }));
const { loadCurrentPage, pageRequestOf } = await import('./current-request.ts');

const ORIGIN = 'http://www.example-kommune.dk';

function loadPage(path: string, referer?: string) {
  context.req = new Request(`${ORIGIN}${path}`, {
    headers: { 'user-agent': 'Mozilla/5.0', ...(referer ? { referer } : {}) },
  });
  return runWithRequestContext(undefined, async () => {
    // As the classify step and the CMS page step leave it for the page.
    const url = new URL(context.req.url);
    const model = await requestModelOf(classify(url), null);
    const pageReq = pageRequestOf(context.req, model);
    getRequestContext()!.page = pageValueOf(model, pageReq, await resolvePage(pageReq));
    return loadCurrentPage();
  });
}
const backHrefOf = async (path: string, referer?: string) =>
  (await loadPage(path, referer)).backHref;

beforeEach(() => {
  vi.spyOn(log, 'info').mockImplementation(() => undefined);
  vi.spyOn(log, 'warn').mockImplementation(() => undefined);
});

describe("the catch-all page's back link", () => {
  // Regression: it was the first visitor's same-site Referer, cached for everyone after.
  it('is the front page whatever the Referer says', async () => {
    expect((await loadPage('/findes-ikke/')).result).toMatchObject({ status: 404 });
    const referers = [
      undefined,
      `${ORIGIN}/borger/`,
      'https://evil.example/',
      ...HOSTILE_PATHS.map(([, path]) => `${ORIGIN}${path}`).filter(fitsInHeader),
    ];
    for (const referer of referers) {
      expect(await backHrefOf('/findes-ikke/', referer), String(referer)).toBe('/');
    }
  });

  it("is the front page of the visitor's language", async () => {
    expect(await backHrefOf('/en/does-not-exist/', `${ORIGIN}/borger/`)).toBe('/en/');
    expect(await backHrefOf('/borger/', `${ORIGIN}/en/`)).toBe('/');
  });

  it('is / when the backend gave no site', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    faults.mode = 'down';
    expect(await backHrefOf('/borger/', `${ORIGIN}/erhverv/`)).toBe('/');
  });
});
