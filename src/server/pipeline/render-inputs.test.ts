import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { MiddlewareHandler } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageCache } from '#src/server/cache/page-cache.ts';
import {
  documentRenderRequest,
  FRAMEWORK_HEADERS,
  RENDER_HEADERS,
  siteCookies,
} from './render-inputs.ts';
import { pipelineSteps } from './steps.ts';
import { app, request } from './step-app.test-kit.ts';

// What reaches the render (render-inputs.ts): the whole pipeline, the CMS page step included
// (the sample backend answers it), in front of a stand-in for Waku that writes into the page
// every header of both requests Waku would read: the one its request context keeps (what the
// pages read through `getContext().req`) and the one its renderer is handed. So any header or
// cookie that reached the render shows in the stored page.

const headerLines = (req: Request) =>
  [...req.headers]
    .map(([name, value]) => `<li>${name}: ${value.replace(/[<&]/g, '_')}</li>`)
    .join('');

let contextRequest: Request | null = null;
const wakuContext: MiddlewareHandler = (c, next) => {
  contextRequest = c.req.raw;
  return next();
};
const wakuRender: MiddlewareHandler = async (c) => {
  const seen = `<ul>${headerLines(contextRequest!)}</ul><ul>${headerLines(c.req.raw)}</ul>`;
  const route = new URL(c.req.url).pathname;
  if (route.startsWith('/RSC/')) {
    const routePath = route === '/RSC/R/_root.txt' ? '/' : route.slice(6, -4);
    const root = { root: '$L1', [`route:${routePath}`]: '$L2', ROUTE: [routePath, ''] };
    return c.body(`0:${JSON.stringify(root)}\n1:${JSON.stringify(seen)}\n`, 200);
  }
  return c.html(
    `<!doctype html><html><head><title>Side</title></head><body><main>${seen}</main></body></html>`,
  );
};
const hono = app(
  pipelineSteps({ staticFiles: null, wakuContext, wakuRender }).map((s) => s.step),
  (c) => c.text('not reached', 500),
  { withContext: false },
);

/** Headers the site never hands the renderer: the framework's own, and any other the visitor sends. */
const FOREIGN_HEADERS = [
  ...FRAMEWORK_HEADERS,
  'accept-language',
  'accept',
  'origin',
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'rsc',
  'next-router-state-tree',
  'x-middleware-subrequest',
  'x-http-method-override',
  'x-original-url',
  'x-rewrite-url',
  'sec-fetch-site',
  'sec-fetch-mode',
  'dnt',
  'save-data',
  'authorization',
];

/** Values a hostile client might send, as a Headers object takes them. */
const hostileValue = fc.oneof(
  fc.constantFrom(
    '["route:/borger"]',
    '["root"]',
    '["route:/","root","page:/[...page]"]',
    '["route:/RSC/R/borger.txt"]',
    '{"__proto__":1}',
    '<script>alert(1)</script>',
    'da;q=1, en;q=0.9',
  ),
  fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,40}$/),
);
const foreignHeader = fc.tuple(
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...FOREIGN_HEADERS) },
    { weight: 1, arbitrary: fc.stringMatching(/^x-[a-z][a-z-]{0,15}$/) },
  ),
  hostileValue,
);
/** Cookies that are not the site's: analytics, look-alikes of its own names, junk. */
const foreignCookie = fc.tuple(
  fc.oneof(
    fc.constantFrom(
      '_ga',
      'SESSION',
      'kommune_theme2',
      'CookieInformationConsent2',
      'x',
      '__Host-a',
      // The site's own names in spellings the `cookie` library reads as others (the probe's
      // no-break space), which JavaScript's trim() would have made the site's.
      '\xa0CookieInformationConsent',
      'CookieInformationConsent\xa0',
      '\xa0kommune_theme',
      '\xa0kommune_form',
    ),
    fc.stringMatching(/^[a-z][a-z_]{0,12}$/).filter((n) => !n.startsWith('kommune')),
  ),
  fc.stringMatching(/^[\w%.-]{0,30}$/),
);

const PATHS = ['/borger/', '/', '/RSC/R/borger.txt', '/RSC/R/_root.txt'];

describe('what reaches the render', () => {
  beforeEach(() => pageCache.clear());

  it('is the site’s own headers and cookies only', () => {
    const sent = new Request('http://site.test/borger/', {
      headers: {
        'x-waku-router-skip': '["route:/borger"]',
        'accept-language': 'en',
        'user-agent': 'Mozilla/5.0',
        cookie: '_ga=GA1.2; kommune_theme=energy-saver; CookieInformationConsent=%7B%7D; x=1',
      },
    });
    const handed = documentRenderRequest(sent, siteCookies(sent.headers.get('cookie')));
    expect(Object.fromEntries(handed.headers)).toEqual({
      cookie: 'CookieInformationConsent=%7B%7D; kommune_theme=energy-saver',
      'user-agent': 'Mozilla/5.0',
    });
    expect(siteCookies('_ga=1; analytics=2')).toBeNull();
    expect(siteCookies(' kommune_form=abc ;_ga=1')).toBe('kommune_form=abc');
    // One spelling, as the `cookie` library reads the header: a no-break space is part of the
    // name (no cookie of the site's), the first of a repeated name counts.
    expect(siteCookies('\xa0kommune_theme=energy-saver')).toBeNull();
    expect(siteCookies('kommune_theme=a; kommune_theme=energy-saver')).toBe('kommune_theme=a');
    // Values as sent, as nginx keys on them: an encoded theme is no theme (the second probe).
    expect(siteCookies('kommune_theme=energy%2Dsaver')).toBe('kommune_theme=energy%2Dsaver');
    for (const name of FRAMEWORK_HEADERS) expect(RENDER_HEADERS).not.toHaveProperty(name);
  });

  it('is a page whose stored answer equals the render without the foreign headers and cookies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.uniqueArray(foreignHeader, { selector: ([name]) => name, minLength: 1, maxLength: 6 }),
        fc.array(foreignCookie, { maxLength: 4 }),
        async (target, headers, cookies) => {
          pageCache.clear();
          const init = {
            headers: [
              ...headers,
              ...(cookies.length
                ? [['cookie', cookies.map(([n, v]) => `${n}=${v}`).join('; ')]]
                : []),
            ] as [string, string][],
          };
          const hostile = await request(hono, target, init);
          expect(hostile.status, target).toBe(200);
          expect(hostile.headers.get('cache-control'), target).toMatch(/^public/);
          const body = await hostile.text();
          // The next visitor gets the stored answer: the same as a render without them.
          const next = await request(hono, target);
          expect(next.headers.get('x-cache'), target).toBe('HIT');
          expect(await next.text(), target).toBe(body);
          pageCache.clear();
          const plain = await request(hono, target);
          expect(plain.headers.get('x-cache'), target).toBe('MISS');
          expect(await plain.text(), target).toBe(body);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('reads the consent cookie one way for the key and the page (the probe’s no-break space)', async () => {
    const marketing = encodeURIComponent(
      JSON.stringify({ consents_approved: ['cookie_cat_necessary', 'cookie_cat_marketing'] }),
    );
    const refused = 'CookieInformationConsent=%7B%22consents_approved%22%3A%5B%5D%7D';
    // The hostile header, and the honest one of the variant it is stored under.
    for (const [cookie, honest] of [
      [`\xa0CookieInformationConsent=${marketing}`, ''],
      [`a=b;\xa0CookieInformationConsent=${marketing}`, ''],
      [`\xa0CookieInformationConsent=${marketing}; ${refused}`, refused],
    ] as const) {
      const as = (value: string) => (value ? { headers: { cookie: value } } : {});
      pageCache.clear();
      const hostile = await (await request(hono, '/borger/', as(cookie))).text();
      const next = await request(hono, '/borger/', as(honest));
      expect(next.headers.get('x-cache'), cookie).toBe('HIT');
      pageCache.clear();
      expect(await (await request(hono, '/borger/', as(honest))).text(), cookie).toBe(hostile);
    }
  });

  it('is a whole page even when the visitor asks Waku to skip the route (the probe’s blank page)', async () => {
    const skip = { headers: { 'x-waku-router-skip': '["route:/borger","root"]' } };
    const res = await request(hono, '/borger/', skip);
    const body = await res.text();
    expect(body).not.toContain('x-waku-router-skip');
    expect((await request(hono, '/borger/')).headers.get('x-cache')).toBe('HIT');
    const rsc = await request(hono, '/RSC/R/borger.txt', skip);
    expect(rsc.headers.get('content-type')).toMatch(/^text\/x-component/);
    expect(rsc.headers.get('cache-control')).toBe(
      (await request(hono, '/borger/')).headers.get('cache-control'),
    );
    expect(await rsc.text()).not.toContain('x-waku-router-skip');
  });

  it('comes from no module of the site that reads every header (Waku’s unstable_getHeaders)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const at = path.join(dir, name);
        return statSync(at).isDirectory() ? files(at) : /\.tsx?$/.test(name) ? [at] : [];
      });
    const readers = files(root).filter(
      (file) =>
        !/render-inputs(\.test)?\.ts$/.test(file) &&
        /unstable_getHeaders|getHeaders\(\)/.test(readFileSync(file, 'utf8')),
    );
    expect(readers).toEqual([]);
  });
});
