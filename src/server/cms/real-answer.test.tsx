// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import recorded from '#mocks/fixtures/real-answers/limbo-citi-front-page.json' with { type: 'json' };
import { pages } from '#mocks/fixtures/pages.ts';
import { SAMPLE_TWENTYTHREE_HOST } from '#mocks/fixtures/video-pages.ts';
import { CmsPage } from '#src/components/CmsPage/CmsPage.tsx';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { consentFromCookieHeader } from '#src/server/http/consent-cookie.ts';
import { getEnv, parseEnv, setEnvForTests } from '#src/server/env.ts';
import { log } from '#src/server/log.ts';
import { backendCache } from '#src/server/cms/backend-cache.ts';
import { resolvePage } from '#src/server/cms/page.ts';
import { clearSearchCache } from '#src/server/cms/search.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { CMS, server } from '#tests/support/setup.ts';
import { documentLanguage } from '#src/server/request/language.ts';

/**
 * The mutation test of the tolerant parser (decision 012). For every field path of the real
 * recorded answer, the field is removed, nulled and given a value of the wrong type. Every
 * variant must render with status 200, except where a field the page cannot be shown without
 * breaks: then the documented status, 502.
 */

// The browser runtime needs Waku's client router, which a string render has not got.
vi.mock('#src/components/runtime/SiteRuntime.tsx', () => ({ SiteRuntime: () => null }));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const realAnswer = recorded as unknown as Json;

/** The fields a page cannot be shown without: the envelope's code and the content's identity. */
const REQUIRED = new Set([
  'meta',
  'meta.code',
  'content',
  'content.id',
  'content.name',
  'content.url',
]);

function fieldPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return entries.flatMap(([key, child]) => {
    const path = [...prefix, key];
    return [path, ...fieldPaths(child, path)];
  });
}

/** A value no field of that kind accepts: objects for scalars, a string for objects and lists. */
const wrongTypeOf = (value: Json): Json =>
  value !== null && typeof value === 'object' ? 'wrong' : { wrong: true };

function mutate(
  path: (string | number)[],
  how: 'remove' | 'null' | 'wrong',
  answer: Json = realAnswer,
): Json {
  const copy = structuredClone(answer) as Json;
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (how === 'remove') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else {
    parent[last] = how === 'null' ? null : wrongTypeOf(parent[last] as Json);
  }
  return copy;
}

let variant: Json = realAnswer;

/** The page of the current variant: its status and the CmsPage element to render. */
async function resolveVariant() {
  backendCache.clear();
  const result = await runWithRequestContext(undefined, () =>
    resolvePage({
      path: '/da/forside/',
      query: new URLSearchParams(),
      host: 'www.example-kommune.dk',
      cookie: null,
      userAgent: 'Mozilla/5.0',
      preview: null,
      personal: false,
    }),
  );
  if (result.kind !== 'render') throw new Error(`expected a page, got ${result.kind}`);
  const page = (
    <CmsPage
      result={result}
      language={documentLanguage(result.language, new URLSearchParams(), result.page?.head.lang)}
      canonicalUrl="https://www.example-kommune.dk/da/forside/"
      backHref="/"
      query={new URLSearchParams()}
      consent={consentFromCookieHeader(null)}
      config={getEnv().publicConfig}
      buildId="test"
    />
  );
  return { status: result.status, page };
}

/**
 * The server HTML of a variant. The thousand variants are checked on the string: parsing each
 * into happy-dom cost 2.4 times the CPU; the unchanged answer's page is checked by role instead
 * ('renders the unchanged answer…').
 */
async function renderVariant() {
  const { status, page } = await resolveVariant();
  return { status, html: renderToString(page) };
}

const paths = fieldPaths(realAnswer);
const cases = paths.flatMap((path) =>
  (['remove', 'null', 'wrong'] as const).map((how) => [path.join('.'), how, path] as const),
);

describe('every variant of the real recorded answer', () => {
  it('has the size this test expects (it walks every field)', () => {
    expect(paths.length).toBeGreaterThan(300);
  });

  it('renders the unchanged answer with its title and menus', async () => {
    server.use(http.get(`${CMS}/umbraco/api/spa/getdata/`, () => HttpResponse.json(variant)));
    const { status, page } = await resolveVariant();
    expect(status).toBe(200);
    const view = renderStatic(page);
    view.getByRole('heading', { level: 1, name: 'Forside' });
    expect(
      view.getAllByRole('link').some((a) => a.getAttribute('href') === '/da/undervisning/'),
    ).toBe(true);
  });

  it('renders 200 for every removed, nulled or mistyped optional field, 502 for a required one', async () => {
    server.use(http.get(`${CMS}/umbraco/api/spa/getdata/`, () => HttpResponse.json(variant)));
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const wrong: string[] = [];
    for (const [label, how, path] of cases) {
      variant = mutate(path, how);
      const expected = REQUIRED.has(label) ? 502 : 200;
      const { status, html } = await renderVariant();
      if (status !== expected) wrong.push(`${how} ${label}: ${status}, expected ${expected}`);
      else if (expected === 200 && !html.includes('<main id="main"'))
        wrong.push(`${how} ${label}: no main`);
    }
    variant = realAnswer;
    expect(wrong).toEqual([]);
  }, 120_000);
});

/**
 * Issue 22: the packages' real shapes of redirects, links and Borger.dk articles added to the
 * recorded answer, and every field of what was added removed, nulled and mistyped. A page still renders
 * 200, never with the technical name `kernetekst` or the byline twice; a redirect is followed to
 * a safe address or answered 502, never a crash.
 */
describe('every variant of the version 3 shapes (issue 22) in the recorded answer', () => {
  const BYLINE = 'Indholdet er leveret af Børne- og Undervisningsministeriet';
  const borgerDk: Json = {
    key: 'b0b0b0b0-0000-4000-8000-000000000022',
    alias: 'BlockBorgerDk',
    content: {
      article: {
        id: 4812,
        url: 'https://www.borger.dk/familie-og-boern/boernepasning/dagtilbud',
        title: 'Dagtilbud til børn',
        header: '<p>Om dagtilbud.</p>',
        byline: BYLINE,
        elements: [
          {
            id: 'kernetekst',
            title: 'kernetekst',
            microArticles: [
              {
                id: '10472',
                title: 'Hvem kan få en plads?',
                content: '<div><p>Alle.</p><h5>Pasningsgaranti</h5><p>Tre måneder.</p></div>',
              },
            ],
          },
          { id: 'selvbetjening', title: 'Selvbetjening', content: '<ul><li>Skriv op</li></ul>' },
          { id: 'byline', title: 'Skrevet af', content: BYLINE },
        ],
      },
    },
  };
  const anchorLinks: Json = {
    key: 'b0b0b0b0-0000-4000-8000-000000000023',
    alias: 'BlockLinkList',
    content: {
      title: 'Genveje',
      items: [
        {
          id: 1290,
          name: 'Skriv op',
          url: '/da/boernepasning/',
          type: 'content',
          anchor: '#skriv-op',
        },
        { id: 1230, name: 'Takster', url: '/da/soeg/?a=1', type: 'content', anchor: '?q=takster' },
        {
          id: 4821,
          name: 'Takster 2026',
          url: '/media/4821/takster.pdf',
          type: 'media',
          target: '_blank',
          anchor: '#page=2',
        },
      ],
    },
  };
  const withShapes = structuredClone(realAnswer) as { content: { contentElements: Json[] } };
  const first = withShapes.content.contentElements.length;
  withShapes.content.contentElements.push(borgerDk, anchorLinks);
  const added = fieldPaths(withShapes as unknown as Json).filter(
    ([part, list, index]) =>
      part === 'content' && list === 'contentElements' && (index as number) >= first,
  );

  const fileRedirect = {
    meta: { code: 301, error: 'Page has moved' },
    data: { url: '/media/4821/pasningsplan-2026.pdf', permanent: true },
  };
  const fragmentRedirect = {
    meta: { code: 301, error: 'Page has moved' },
    data: { url: '/da/boernepasning/#skriv-op', permanent: false },
  };

  let answer: Json = withShapes as unknown as Json;
  const answered = () =>
    server.use(http.get(`${CMS}/umbraco/api/spa/getdata/`, () => HttpResponse.json(answer)));
  const resolveAnswer = () => {
    backendCache.clear();
    return runWithRequestContext(undefined, () =>
      resolvePage({
        path: '/da/forside/',
        query: new URLSearchParams('utm_source=nyhedsbrev'),
        host: 'www.example-kommune.dk',
        cookie: null,
        userAgent: 'Mozilla/5.0',
        preview: null,
        personal: false,
      }),
    );
  };

  it('renders the added shapes: anchors on links, no kernetekst, the byline once', async () => {
    answered();
    answer = withShapes as unknown as Json;
    const { status, page } = await resolveVariant();
    expect(status).toBe(200);
    const view = renderStatic(page);
    const hrefs = view.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/da/boernepasning/#skriv-op');
    expect(hrefs).toContain('/da/soeg/?a=1&q=takster');
    expect(hrefs).toContain(`${getEnv().mediaBaseUrl}/media/4821/takster.pdf#page=2`);
    expect(view.container.innerHTML).not.toMatch(/kernetekst/i);
    expect(view.container.textContent?.split('Indholdet er leveret af')).toHaveLength(2);
  });

  it('renders 200 for every removed, nulled or mistyped field of the added elements', async () => {
    answered();
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    expect(added.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const path of added) {
      for (const how of ['remove', 'null', 'wrong'] as const) {
        answer = mutate(path, how, withShapes as unknown as Json);
        const { status, html } = await renderVariant();
        const label = `${how} ${path.join('.')}`;
        if (status !== 200) wrong.push(`${label}: ${status}`);
        else if (!html.includes('<main id="main"')) wrong.push(`${label}: no main`);
        else if (/kernetekst/i.test(html)) wrong.push(`${label}: shows kernetekst`);
        else if (html.split('Indholdet er leveret af').length > 2)
          wrong.push(`${label}: byline twice`);
      }
    }
    answer = withShapes as unknown as Json;
    expect(wrong).toEqual([]);
  }, 60_000);

  it('follows every variant of a file or fragment redirect safely, or answers 502', async () => {
    answered();
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const media = getEnv().mediaBaseUrl;
    answer = fileRedirect;
    expect(await resolveAnswer()).toEqual({
      kind: 'redirect',
      status: 301,
      location: `${media}/media/4821/pasningsplan-2026.pdf`,
    });
    answer = fragmentRedirect;
    expect(await resolveAnswer()).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/da/boernepasning/?utm_source=nyhedsbrev#skriv-op',
    });
    const wrong: string[] = [];
    for (const base of [fileRedirect, fragmentRedirect]) {
      for (const path of fieldPaths(base)) {
        for (const how of ['remove', 'null', 'wrong'] as const) {
          answer = mutate(path, how, base);
          const result = await resolveAnswer();
          const label = `${how} ${path.join('.')} of ${base.data.url}`;
          if (result.kind === 'redirect') {
            const safe = [`${media}/media/`, '/da/boernepasning/?utm_source=nyhedsbrev#'];
            if (!safe.some((start) => result.location.startsWith(start)))
              wrong.push(`${label}: to ${result.location}`);
          } else if (result.status !== 502) wrong.push(`${label}: ${result.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// Lists and search (decision 028): the same walk over the answers of the list and search
// endpoints, in each shape the packages send. No real answer of these is public; these are the
// packages' shapes with the sample's data. Whatever is removed, nulled or
// mistyped, the page renders with 200 and never says "0 results"; without its list (`data`,
// `groups`) it says search is unavailable.
// ---------------------------------------------------------------------------

const image = {
  id: 2101,
  url: '/media/job/paedagog.jpg',
  width: 1600,
  height: 900,
  cropUrl: '/media/job/paedagog.jpg?width=1600&height=900',
  altText: 'Børn på legepladsen',
};
const job = (id: number, title: string) => ({
  id,
  url: `https://job.example-kommune.dk/stilling/${id}/`,
  title,
  teaser: 'Børn og Unge · 37 timer om ugen',
  date: '2026-12-06T22:59:00Z',
});
const listAnswers: { shape: string; page: string; endpoint: string; answer: Json; list: string }[] =
  [
    {
      shape: 'flat (Limbo.Nuxt.Search)',
      page: '/job/ledige-stillinger/',
      endpoint: '/api/jobs/search/',
      list: 'data',
      answer: {
        data: [{ ...job(4821, 'Pædagog'), image }, job(4834, 'Byggesagsbehandler')],
        pagination: { limit: 12, offset: 0, total: 2 },
      },
    },
    {
      shape: 'legacy SkyList',
      page: '/politik/dagsordener/',
      endpoint: '/api/skylist/meetings/',
      list: 'data',
      answer: {
        meta: { code: 200 },
        pagination: { total: 14, limit: 12, offset: 12 },
        data: [job(1500, 'Byrådet, møde 2026-11-26'), job(1501, 'Økonomiudvalget')],
      },
    },
    {
      shape: 'grouped (Limbo.Umbraco.Search)',
      page: '/da/soegning-grupperet/',
      endpoint: '/api/site-search/',
      list: 'groups',
      answer: {
        groups: [
          {
            id: 1,
            name: 'Indhold',
            type: 'content',
            total: 5,
            limit: 3,
            offset: 0,
            items: [{ id: 'a1', url: '/borger/', name: 'Borger', description: 'x' }, job(1, 'En')],
          },
          {
            id: 3,
            name: 'Ledige stillinger',
            total: 1,
            limit: 3,
            offset: 0,
            items: [job(4, 'To')],
          },
        ],
      },
    },
  ];

const UNAVAILABLE = 'Søgningen er ikke tilgængelig lige nu';

async function renderListPage(path: string) {
  const query = new URLSearchParams(path.includes('soegning') ? 'cludoquery=genbrug' : '');
  const result = await runWithRequestContext(undefined, () =>
    resolvePage({
      path,
      query,
      host: 'www.example-kommune.dk',
      cookie: null,
      userAgent: 'Mozilla/5.0',
      preview: null,
      personal: false,
    }),
  );
  if (result.kind !== 'render') throw new Error(`expected a page, got ${result.kind}`);
  const html = renderToString(
    <CmsPage
      result={result}
      language={documentLanguage(result.language, new URLSearchParams(), result.page?.head.lang)}
      canonicalUrl={`https://www.example-kommune.dk${path}`}
      backHref="/"
      query={query}
      consent={consentFromCookieHeader(null)}
      config={getEnv().publicConfig}
      buildId="test"
    />,
  );
  return { status: result.status, html };
}

describe('every variant of each list and search answer shape', () => {
  it.each(listAnswers)('$shape: the unchanged answer shows its items', async (c) => {
    let answer = c.answer;
    server.use(http.get(`${CMS}${c.endpoint}`, () => HttpResponse.json(answer)));
    clearSearchCache();
    const { status, html } = await renderListPage(c.page);
    expect(status).toBe(200);
    expect(html).toContain('https://job.example-kommune.dk/stilling/');
    expect(html).not.toContain(UNAVAILABLE);
    // An answer that is no object at all: unavailable.
    for (answer of [null, 'x', [], 3] as Json[]) {
      vi.spyOn(log, 'error').mockImplementation(() => undefined);
      clearSearchCache();
      expect((await renderListPage(c.page)).html).toContain(UNAVAILABLE);
    }
  });

  it.each(listAnswers)(
    '$shape: 200 for every removed, nulled or mistyped field; unavailable without its list',
    async (c) => {
      let variant: Json = c.answer;
      server.use(http.get(`${CMS}${c.endpoint}`, () => HttpResponse.json(variant)));
      vi.spyOn(log, 'warn').mockImplementation(() => undefined);
      vi.spyOn(log, 'error').mockImplementation(() => undefined);
      const wrong: string[] = [];
      for (const path of fieldPaths(c.answer)) {
        for (const how of ['remove', 'null', 'wrong'] as const) {
          variant = mutate(path, how, c.answer);
          clearSearchCache();
          const label = `${how} ${path.join('.')}`;
          const { status, html } = await renderListPage(c.page);
          const unavailable = html.includes(UNAVAILABLE);
          if (status !== 200 || !html.includes('<main id="main"'))
            wrong.push(`${label}: ${status}`);
          else if (unavailable !== (path.join('.') === c.list))
            wrong.push(`${label}: unavailable ${unavailable}`);
          else if (/>0 resultater</.test(html)) wrong.push(`${label}: 0 results`);
        }
      }
      expect(wrong).toEqual([]);
    },
    60_000,
  );
});

// ---------------------------------------------------------------------------------------------
// Issue 22: the five video packages' shapes, one at a time in the recorded answer's
// content elements: YouTube v1 and v2, Vimeo, DreamBroker, TwentyThree (its host allowed) and
// Skyfish (its host not), as the sample page sends them (mocks/fixtures/video-pages.ts). Each of
// the video's fields is removed, nulled and mistyped. Every variant renders 200, and the video is
// never dropped without a trace: it is on the page (a player behind the consent gate, or its
// link), or a warning says it was skipped.
// ---------------------------------------------------------------------------------------------

type Elements = { content: { contentElements: (Json & { alias: string })[] } };
const videoShapes = (pages['/borger/video/alle-udbydere/'] as Elements).content.contentElements
  .filter((element) => element.alias === 'BlockVideo')
  .map((element) => element as Json);

function withVideo(video: Json): { answer: Json; at: (string | number)[] } {
  const answer = structuredClone(realAnswer) as { content: { contentElements: Json[] } };
  const at = ['content', 'contentElements', answer.content.contentElements.length];
  answer.content.contentElements.push(video);
  return { answer: answer as unknown as Json, at };
}

describe('every variant of each video shape, in the real recorded answer', () => {
  beforeEach(() => {
    setEnvForTests(
      parseEnv({
        CMS_API_URL: CMS,
        CMS_API_KEY: 'test-key',
        CMS_TIMEOUT_MS: '300',
        VIDEO_EMBED_HOSTS: SAMPLE_TWENTYTHREE_HOST,
      }),
    );
    server.use(http.get(`${CMS}/umbraco/api/spa/getdata/`, () => HttpResponse.json(variant)));
  });

  it('has every shape, and each shows on the page as it is', async () => {
    expect(videoShapes).toHaveLength(6);
    for (const video of videoShapes) {
      variant = withVideo(video).answer;
      const { status, html } = await renderVariant();
      expect(status).toBe(200);
      expect(html).toMatch(/data-consent-required|data-video-link/);
    }
    variant = realAnswer;
  });

  it('renders 200 for every removed, nulled or mistyped field, and drops no video silently', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const wrong: string[] = [];
    let count = 0;
    for (const video of videoShapes) {
      const { answer, at } = withVideo(video);
      for (const path of [at, ...fieldPaths(video, at)]) {
        for (const how of ['remove', 'null', 'wrong'] as const) {
          // Without the element there is no video to show.
          if (how === 'remove' && path.length === at.length) continue;
          variant = mutate(path, how, answer);
          warn.mockClear();
          const { status, html } = await renderVariant();
          const label = `${how} ${(video as { content: { title: string } }).content.title}: ${path.slice(at.length).join('.')}`;
          count++;
          if (status !== 200) wrong.push(`${label}: ${status}`);
          const shown = /data-consent-required|data-video-link/.test(html);
          const skipped = warn.mock.calls.some(([, message]) =>
            String(message).startsWith('content element skipped'),
          );
          if (!shown && !skipped) wrong.push(`${label}: dropped without a trace`);
        }
      }
    }
    variant = realAnswer;
    expect(count).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  }, 120_000);
});
