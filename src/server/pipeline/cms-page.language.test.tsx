import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { siteDa } from '#mocks/fixtures/site.ts';
import { CmsPage } from '#src/components/CmsPage/CmsPage.tsx';
import { consentFromCookieHeader } from '#src/server/http/consent-cookie.ts';
import { getEnv } from '#src/server/env.ts';
import { log } from '#src/server/log.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { cmsPage } from '#src/server/pipeline/cms-page.ts';
import { currentLanguageAndTheme } from '#src/server/pipeline/current-request.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { currentPage } from '#src/server/cms/page-value.ts';
import { CMS, server } from '#tests/support/setup.ts';

// The language of a page the backend did not find, through the classify and CMS page steps to
// the document and the catch-all page's view.

// The browser runtime needs Waku's client router, which a string render has not got.
vi.mock('#src/components/runtime/SiteRuntime.tsx', () => ({ SiteRuntime: () => null }));

const GETDATA = `${CMS}/umbraco/api/spa/getdata/`;

/** The steps in front of a renderer that writes `<html lang>` and the catch-all page's view. */
function pipeline() {
  const hono = new Hono();
  hono.use((c, next) => runWithRequestContext(undefined, () => next()));
  hono.use(classifyStep);
  hono.use(cmsPage);
  hono.all('*', (c) => {
    const { result, language, pageRequest } = currentPage();
    if (result.kind !== 'render') return c.text('not a page', 500);
    const view = renderToString(
      <CmsPage
        result={result}
        language={language}
        canonicalUrl={`http://site.test${pageRequest.path}`}
        backHref="/"
        query={pageRequest.query}
        consent={consentFromCookieHeader(null)}
        config={getEnv().publicConfig}
        buildId="test"
      />,
    );
    return c.html(`<html lang="${currentLanguageAndTheme().lang}">${view}</html>`);
  });
  return hono;
}

describe('an English page the backend did not find', () => {
  // Regression: a backend whose site culture stays da-DK on /en/… while its culture list maps
  // /en/ to English answered the English 404 in Danish.
  it('is in English on a backend whose site culture stays da-DK for /en/ paths', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    server.use(
      http.get(GETDATA, ({ request }) => {
        const url = new URL(request.url).searchParams.get('url') ?? '';
        if (!url.startsWith('/en/')) return undefined;
        // The site part as it is on Danish pages: culture da-DK, the culture list with /en/.
        return HttpResponse.json({ meta: { code: 404 }, siteId: 1100, site: siteDa });
      }),
    );
    expect(siteDa.culture).toBe('da-DK');
    expect(siteDa.cultures.some((c) => c.url === '/en/' && c.culture === 'en-US')).toBe(true);

    const res = await pipeline().request('http://site.test/en/does-not-exist/');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-language')).toBe('en');
    const html = await res.text();
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toContain('An error occurred resulting in the page not being found.');
    expect(html).not.toContain('siden ikke blev fundet');
  });

  it('is in Danish at a Danish path on the same backend', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    server.use(
      http.get(GETDATA, () =>
        HttpResponse.json({ meta: { code: 404 }, siteId: 1100, site: siteDa }),
      ),
    );
    const res = await pipeline().request('http://site.test/findes-ikke/');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/^<html lang="da">/);
    expect(html).toContain('siden ikke blev fundet');
  });
});

describe('the page value', () => {
  it('is made once by the CMS page step; the document and the page read it, asking nothing again', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(GETDATA)) calls++;
    });
    const hono = new Hono();
    hono.use((c, next) => runWithRequestContext(undefined, () => next()));
    hono.use(classifyStep);
    hono.use(cmsPage);
    hono.all('*', (c) => {
      const first = currentPage();
      const { lang } = currentLanguageAndTheme();
      return c.json({ same: first === currentPage(), lang, kind: first.result.kind });
    });
    const res = await hono.request('http://site.test/en/contact/');
    expect(await res.json()).toEqual({ same: true, lang: 'en-US', kind: 'render' });
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });
});
