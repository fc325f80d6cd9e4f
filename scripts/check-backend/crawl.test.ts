import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteDa } from '#mocks/fixtures/site.ts';
import { faults } from '#mocks/handlers.ts';
import { resolvePage } from '#src/server/cms/page.ts';
import { clearDiscoveryCache } from '#src/server/discovery/files.ts';
import { CMS, server } from '#tests/support/setup.ts';
import { checkBackend, checkPage } from './crawl.ts';
import type { CheckOptions } from './options.ts';

// The crawler in process, against the sample backend's own handlers (msw, tests/support/setup.ts):
// every backend call it makes goes through the app's client to them.

const HOST = 'www.example-kommune.dk';

async function crawl(options: Partial<CheckOptions> = {}, isTTY = false) {
  let written = '';
  const code = await checkBackend(
    { backend: CMS, host: HOST, rate: 100, max: 2000, ...options },
    { out: { write: (t) => void (written += t), isTTY, columns: 120 }, env: {} },
  );
  return { code, output: written, lines: written.split('\n') };
}

/** Every backend call: its path (the page call's `url` for page calls) and when it started. */
function backendCalls() {
  const calls: { path: string; at: number }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push({ path: url.searchParams.get('url') ?? url.pathname, at: performance.now() });
  });
  return calls;
}

/** The backend's sitemap listing exactly these paths. */
function sitemapOf(paths: string[]) {
  const urls = paths.map((p) => `<url><loc>https://${HOST}${encodeURI(p)}</loc></url>`).join('');
  server.use(
    http.get(
      '*/sitemap.xml',
      () =>
        new HttpResponse(
          `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
          { headers: { 'content-type': 'application/xml' } },
        ),
    ),
  );
}

/** Page calls for `path` answered by `answer`; every other call goes to the sample handlers. */
function pageAnswers(path: string, answer: () => Response) {
  server.use(
    http.get('*/umbraco/api/spa/getdata/', ({ request }) =>
      new URL(request.url).searchParams.get('url') === path ? answer() : undefined,
    ),
  );
}

const lineOf = (lines: string[], path: string) =>
  lines.find((l) =>
    new RegExp(`^\\[ *\\d+/\\d+\\] \\d{3} ${path.replace(/[?]/g, '\\?')}  `).test(l),
  );

beforeEach(() => clearDiscoveryCache());
afterEach(() => {
  server.events.removeAllListeners();
  faults.slowMs = 10_000;
});

describe('check:backend against the sample site', () => {
  it('reports every page of every culture with its template and blocks, none failing: exit 0', async () => {
    const { code, lines, output } = await crawl();
    expect(code).toBe(0);
    expect(lineOf(lines, '/')).toMatch(/ 200 \/ {2}FrontPage → content-page-layout · \d+ blocks$/);
    expect(lineOf(lines, '/borger/alle-blokke/')).toMatch(/200 .*ContentPage .* 2\d blocks/);
    expect(lineOf(lines, '/nyheder/')).toMatch(/200 .*ListPage → list-page-layout/);
    expect(lineOf(lines, '/børn-og-unge/')).toMatch(/ 200 /);
    expect(lineOf(lines, '/diverse/')).toMatch(/fallback-layout \(unknown template\)/);
    for (const path of ['/en/', '/en/contact/', '/de/', '/de/kontakt/']) {
      expect(lineOf(lines, path), path).toMatch(/ 200 /);
    }
    expect(output).toContain('would not render:       0\n');
    expect(output).toContain('unknown block aliases:  none\n');
    expect(lines.filter((l) => /^\[/.test(l)).every((l) => / 200 /.test(l))).toBe(true);
    expect(output).toMatch(/OK: no page would answer 5xx \(\d+ checked\)/);
  });

  it('names skipped blocks with their alias and why, and counts the aliases', async () => {
    sitemapOf(['/', '/test-ukendt-blok/']);
    const { code, lines, output } = await crawl();
    expect(code).toBe(0);
    const line = lineOf(lines, '/test-ukendt-blok/');
    expect(line).toContain('ContentPage → content-page-layout · 3 blocks');
    expect(line).toContain('skipped BlockDoesNotExist (unknown alias), BlockRichText (malformed');
    expect(output).toContain('unknown block aliases:\n    BlockDoesNotExist ×1\n');
    expect(output).toMatch(/blocks skipped as malformed:\n {4}BlockRichText ×1\n/);
  });

  it('names dropped fields with why on the page line; site fields are counted there and listed once', async () => {
    sitemapOf(['/x/', '/y/']);
    const answer = (url: string) => () =>
      HttpResponse.json({
        meta: { code: 200 },
        site: { ...siteDa, logo: 'logo.svg' },
        content: {
          id: 7,
          name: 'X',
          url,
          template: 'ContentPage',
          updateDate: 20260101,
          contentElements: [{ alias: 'BlockRichText', content: { text: '<p>x</p>' } }],
        },
      });
    pageAnswers('/x/', answer('/x/'));
    pageAnswers('/y/', answer('/y/'));
    const { code, lines, output } = await crawl();
    expect(code).toBe(0);
    const line = lineOf(lines, '/x/');
    expect(line).toMatch(
      / 200 \/x\/ {2}ContentPage → content-page-layout · 1 block · dropped content\.updateDate \(Expected string, received number\) · 1 site fields dropped \(see below\)$/,
    );
    expect(output).toMatch(
      /fields dropped:\n {4}site\.logo \([^)]+\) ×2\n {4}content\.updateDate \(Expected string, received number\) ×2\n/,
    );
  });

  it('a broken page makes it exit 1 and names the page, with the status the app would answer', async () => {
    pageAnswers('/borger/parkering/', () => new HttpResponse(null, { status: 500 }));
    pageAnswers('/erhverv/', () => HttpResponse.json({ meta: { code: 200 }, content: null }));
    pageAnswers('/job/', () => HttpResponse.json({ meta: { code: 404 } }));
    const { code, lines, output } = await crawl();
    expect(code).toBe(1);
    expect(lineOf(lines, '/borger/parkering/')).toMatch(/ 500 .* backend answered HTTP 500$/);
    expect(lineOf(lines, '/erhverv/')).toMatch(
      / 502 .*backend answered 200 without usable content$/,
    );
    expect(lineOf(lines, '/job/')).toMatch(/ 404 .*not found/);
    expect(output).toContain('would not render:       3\n');
    expect(output).toContain('    500 /borger/parkering/  backend answered HTTP 500\n');
    expect(output).toMatch(/FAIL: 2 pages would answer 5xx: \/borger\/parkering\/ \/erhverv\/\n$/);
  });

  it('a 404 alone does not fail the run', async () => {
    pageAnswers('/job/', () => HttpResponse.json({ meta: { code: 404 } }));
    expect((await crawl()).code).toBe(0);
  });
});

describe('robots.txt', () => {
  it("follows the sample backend's `*` Disallow: the page is left out and never asked for", async () => {
    sitemapOf(['/', '/da/soegning/', '/borger/']);
    const calls = backendCalls();
    const { code, lines, output } = await crawl();
    expect(code).toBe(0);
    expect(output).toContain('left out by robots.txt: 1 (/da/soegning/)');
    expect(lineOf(lines, '/da/soegning/')).toBeUndefined();
    expect(lineOf(lines, '/borger/')).toMatch(/ 200 /);
    expect(calls.map((c) => c.path)).toContain('/robots.txt');
    expect(calls.map((c) => c.path)).not.toContain('/da/soegning/');
  });

  it('follows its own group instead of `*` when one names it', async () => {
    server.use(
      http.get(
        '*/robots.txt',
        () =>
          new HttpResponse(
            [
              'User-agent: *',
              'Disallow: /',
              '',
              'User-agent: Kommune-Site-Check',
              'Disallow: /politik/',
              'Allow: /politik/hoeringer/',
            ].join('\n'),
            { headers: { 'content-type': 'text/plain' } },
          ),
      ),
    );
    const calls = backendCalls();
    const { lines, output } = await crawl();
    expect(output).toContain('robots.txt: group kommune-site-check, 1 Disallow and 1 Allow');
    expect(lineOf(lines, '/politik/')).toBeUndefined();
    expect(lineOf(lines, '/politik/hoeringer/')).toMatch(/ 200 /);
    expect(lineOf(lines, '/borger/')).toMatch(/ 200 /);
    expect(calls.map((c) => c.path)).not.toContain('/politik/');
  });

  it('an unreachable robots.txt (5xx) means nothing is fetched, and exit 1 (RFC 9309)', async () => {
    server.use(http.get('*/robots.txt', () => new HttpResponse('down', { status: 503 })));
    const calls = backendCalls();
    const { code, output } = await crawl();
    expect(code).toBe(1);
    expect(output).toContain('robots.txt answered HTTP 503: RFC 9309 says to fetch nothing');
    expect(calls.map((c) => c.path)).toEqual(['/robots.txt']);
  });

  it('no robots.txt (404) allows every page', async () => {
    server.use(http.get('*/robots.txt', () => new HttpResponse(null, { status: 404 })));
    sitemapOf(['/', '/da/soegning/']);
    const { lines, output } = await crawl();
    expect(output).toContain('robots.txt: none (HTTP 404), every path allowed');
    expect(lineOf(lines, '/da/soegning/')).toMatch(/ 200 .*SearchPage/);
  });
});

describe('limits', () => {
  it('--rate 5: the backend gets at most 5 calls a second, robots.txt, sitemap and site parts included', async () => {
    const calls = backendCalls();
    const started = performance.now();
    const { code, lines } = await crawl({ rate: 5, max: 10 });
    const elapsed = performance.now() - started;
    expect(code).toBe(0);
    expect(lines.filter((l) => /^\[/.test(l))).toHaveLength(10);
    // robots.txt, sitemap.xml, three cultures' site parts, then ten pages.
    expect(calls.length).toBeGreaterThanOrEqual(14);
    // Each call waits for its turn, 200 ms after the one before (pace.ts), and reaches the
    // backend at its turn or later: later on a busy machine, which made gaps between arrivals a
    // flaky measure. So the k-th call to arrive came no sooner than k turns after the crawl
    // started, however late any one was: at most 5 a second.
    const arrivals = calls.map((c) => c.at - started).sort((a, b) => a - b);
    arrivals.forEach((at, k) => expect(at, `call ${k}`).toBeGreaterThanOrEqual(k * 200 - 2));
    expect(elapsed).toBeGreaterThanOrEqual(arrivals.at(-1)!);
  }, 15_000);

  it('--max stops after that many pages and says how many were left', async () => {
    const { lines, output } = await crawl({ max: 3 });
    expect(lines.filter((l) => /^\[/.test(l))).toHaveLength(3);
    expect(output).toMatch(/--max 3: \d+ pages left unchecked/);
  });

  it('draws a progress bar on a terminal and takes it away at the end', async () => {
    sitemapOf(['/', '/borger/']);
    const { output } = await crawl({}, true);
    expect(output).toContain('\r\x1b[K');
    expect(output).toMatch(/\[#*-*\] 1\/\d+ pages, about \d+ s left/);
    // No bar is left behind the summary.
    expect(output.slice(output.indexOf('Summary'))).not.toContain('pages, about');
  });

  it('a configuration the app refuses is exit 2, with its one line', async () => {
    let written = '';
    const code = await checkBackend(
      { backend: CMS, host: HOST, rate: 5, max: 10 },
      { out: { write: (t) => void (written += t), isTTY: false }, env: { PUBLIC_CONFIG: '{' } },
    );
    expect(code).toBe(2);
    expect(written).toBe('Configuration error: PUBLIC_CONFIG is not valid JSON\n');
  });
});

describe('the status is the one the app answers (resolvePage)', () => {
  const appStatus = async (path: string) => {
    const result = await resolvePage({
      path,
      query: new URLSearchParams(),
      host: HOST,
      cookie: null,
      userAgent: null,
      preview: null,
      // Past the micro-cache, as the crawler is: each case asks the backend.
      personal: true,
    });
    return result.status;
  };

  it.each([
    ['a content page', '/borger/', () => undefined],
    ['a list page', '/nyheder/', () => undefined],
    ['a permanent redirect', '/gammel-side/', () => undefined],
    ['a temporary redirect (HTTP 200)', '/midlertidig/', () => undefined],
    ['an unknown path', '/findes-ikke/', () => undefined],
    ['a path that always answers 404', '/element-test/', () => undefined],
    // Regression (issue 23): the package reads /2030 as node 2030's preview (401 for anyone).
    ['a page at an all-number path', '/2030/', () => undefined],
    ['an all-number path without a page', '/112/', () => undefined],
    ['a bare HTTP 500', '/borger/', () => void (faults.mode = 'error500')],
    ['an HTML 502', '/borger/', () => void (faults.mode = 'html502')],
    ['a malformed answer', '/borger/', () => void (faults.mode = 'garbage')],
    ['a backend that is down', '/borger/', () => void (faults.mode = 'down')],
    ['a timeout', '/borger/', () => void ((faults.mode = 'slow'), (faults.slowMs = 1000))],
  ])('%s (%s)', async (_case, path, fault) => {
    fault();
    const report = await checkPage(path, HOST);
    expect(report.status).toBe(await appStatus(path));
  });

  it('200 without usable content, and an error code', async () => {
    pageAnswers('/a/', () => HttpResponse.json({ meta: { code: 200 }, content: { id: 1 } }));
    pageAnswers('/b/', () => HttpResponse.json({ meta: { code: 503, error: 'Maintenance' } }));
    const a = await checkPage('/a/', HOST);
    expect(a).toMatchObject({
      status: 502,
      problem: 'backend answered 200 without usable content',
    });
    expect(a.status).toBe(await appStatus('/a/'));
    const b = await checkPage('/b/', HOST);
    expect(b).toMatchObject({
      status: 503,
      problem: 'the backend reported meta.code 503: Maintenance',
    });
    expect(b.status).toBe(await appStatus('/b/'));
  });
});
