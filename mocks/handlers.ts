import { randomBytes, randomUUID } from 'node:crypto';
import { delay, http, HttpResponse } from 'msw';
import { paginate } from '#src/shared/paginate.ts';
import recordedAnswer from './fixtures/real-answers/limbo-citi-front-page.json' with { type: 'json' };
import { generatedSite, samplePagesOf } from './fixtures/generated-site.ts';
import { drafts, guid, newsItems, notFoundContent, pageKeys, pages } from './fixtures/pages.ts';
import { SAMPLE_SITE_ID, SAMPLE_SITE_KEY, siteDa, siteDe, siteEn } from './fixtures/site.ts';
import { searchPageHandlers, searchPages } from './search-handlers.ts';

// The sample municipality's backend, as msw handlers, in the real Limbo packages' shapes
// (/work/shared/spec/backend-contract.md, version 2). The unit tests use them directly; the
// sample-backend process (mocks/server.ts) serves the same handlers over HTTP.
//
// - `GET /umbraco/api/spa/getdata/` (Limbo.Umbraco.Spa): the envelope `{ meta: { code }, pageId,
//   pageKey, siteId, siteKey, contentGuid, executeTimeMs, site?, navigation: {}, content? }`,
//   honouring `parts`. Redirects: `{ meta: { code: 301, redirect } }` (older form, /gammel-side/),
//   `{ meta: { code: 301 | 307, error: 'Page has moved' }, data: { url, permanent } }` with
//   HTTP 200 (/midlertidig/) or HTTP 418 (/gammel-side-418/). Unknown path: HTTP 200, meta.code
//   404 and the NotFoundPage. `/da/forside/`: the answer recorded from a real Limbo site.
//   Preview by node id in `url`, by the package's own rule (`previewId`: `/umbraco/preview/?id=1234`,
//   any url containing `/umbraco/preview/` with the id after its first `=`, `/1234.aspx`,
//   `/1234/`, `/1234`): 401 without Umbraco's back-office cookie, else the draft (1234) or the
//   published node; such a url without any `=` is the package's exception, a bare HTTP 500.
// - `GET /api/search/` (Limbo.Nuxt.Search): `{ data: [{ id, url, title, teaser, image?, date? }],
//   pagination: { limit, offset, total } }`; `contextId=1209` lists the news; a search page's
//   or a culture root's `contextId` searches the pages of that culture.
// - `POST /api/feedback` (Limbo.Umbraco.Feedback): 201 `{ key }`, or 404/400 with a string.
// - `GET /api/subscriptions/token?apiKey=` (Limbo.ApiAuthentication, project endpoint) and
//   `POST /graphql` `createSubscriber` (Limbo.Subscriptions, HotChocolate, `[Authorize]`).
// - `GET /media/…`: placeholder images and files.
// - `GET /sitemap.xml` and `/robots.txt` (Limbo.Umbraco.Seo): the site found by the Host header.

type Culture = 'da' | 'en' | 'de';
type Content = Record<string, unknown> & {
  id: number;
  key: string;
  list?: { limit: number; [extra: string]: unknown } | null;
};
type Redirect = { url: string; permanent: boolean };
type Entry =
  | { culture: Culture; content: Content }
  | { redirect: { code: number; redirect: string } }
  | { redirectGeneric: Redirect }
  | { redirectTeapot: Redirect };

/**
 * `SAMPLE_SITE=generated`: the generated municipality of SAMPLE_PAGES pages (default 2,400;
 * mocks/fixtures/generated-site.ts) laid over the sample: its pages replace the sample's at the
 * same paths, and the Danish site data (menus, footer) is its own. Read once, at start.
 */
const generated =
  process.env.SAMPLE_SITE === 'generated'
    ? generatedSite({ pages: samplePagesOf(process.env.SAMPLE_PAGES) })
    : null;

const entries = { ...pages, ...searchPages, ...generated?.pages } as Record<string, Entry>;
// Each page once: a URL alias (`/p-tilladelse/`) is the same entry at a second path, and a search
// index holds the page, not its aliases.
const contentEntries = [...new Set(Object.values(entries))].filter(
  (entry): entry is { culture: Culture; content: Content } => 'content' in entry,
);
/** Each page by its node id (the first entry with that id, as a search through the list finds it). */
const entryById = new Map<number, { culture: Culture; content: Content }>();
for (const entry of contentEntries)
  if (!entryById.has(entry.content.id)) entryById.set(entry.content.id, entry);
const sites = { da: generated?.site ?? siteDa, en: siteEn, de: siteDe };

/** Fault modes the tests can switch on: the backend is down, slow, answers garbage or a 5xx. */
export const FAULT_MODES = [
  'none',
  'down',
  'slow',
  'garbage',
  'error500',
  'bare500',
  'html502',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];
export const faults: { mode: FaultMode; slowMs: number } = { mode: 'none', slowMs: 10_000 };

/** Settings the tests can change: the theme alias every site answers with (null: the fixture's). */
export const sampleSettings: { themeAlias: string | null } = { themeAlias: null };

/**
 * Changes "published" by the tests (`POST /__sample/publish`): a page's new title, or the page
 * unpublished (it answers meta.code 404, or HTTP 404 without JSON when `bare`).
 */
type Publication = { title?: string; unpublished?: boolean; bare?: boolean };
export const publications = new Map<string, Publication>();

/** Umbraco's back-office cookie: preview answers need it. */
const BACKOFFICE_COOKIE = 'UMB_UCONTEXT';

/** Limbo.Umbraco.Feedback's built-in ratings (FeedbackConstants). */
const FEEDBACK_RATING_POSITIVE = '00000000-0000-0000-0001-000000002000';
const FEEDBACK_RATING_NEGATIVE = '00000000-0000-0000-0001-000000001000';

/** The API key the sample's subscription token endpoint accepts, and that endpoint's path. */
export const SAMPLE_SUBSCRIPTIONS_API_KEY = 'sample-subscriptions-key';
export const SAMPLE_SUBSCRIPTIONS_AUTH_PATH = '/api/subscriptions/token';

/** Tokens issued by the token endpoint; `revokeSubscriptionTokens` forgets them all. */
const issuedTokens = new Set<string>();
export const revokeSubscriptionTokens = () => issuedTokens.clear();

/** The answer recorded from a real Limbo "citi" site, served verbatim for url=/da/forside/. */
const REAL_ANSWER_PATH = '/da/forside/';
const realAnswer = recordedAnswer as Record<string, unknown> & { siteKey: string; pageKey: string };

const cultureOfPath = (path: string): Culture =>
  path.startsWith('/en/') ? 'en' : path.startsWith('/de/') ? 'de' : 'da';

/** The answer for the current fault mode, or null when there is none. */
async function fault(): Promise<Response | null> {
  if (faults.mode === 'down') return HttpResponse.error();
  if (faults.mode === 'slow') await delay(faults.slowMs);
  if (faults.mode === 'garbage')
    return new HttpResponse('{"meta": {"code": 2', {
      headers: { 'content-type': 'application/json' },
    });
  if (faults.mode === 'error500')
    return HttpResponse.json(
      { meta: { code: 500, error: 'Internal server error' }, data: null },
      { status: 500 },
    );
  // The package's answer to an unhandled exception (an appHost that matches no site, a broken
  // page): HTTP 500 with a body that is not JSON (contract v3, "Errors").
  if (faults.mode === 'bare500')
    return new HttpResponse('<h1>Server Error</h1>', {
      status: 500,
      headers: { 'content-type': 'text/html' },
    });
  if (faults.mode === 'html502')
    return new HttpResponse('<h1>Bad gateway</h1>', {
      status: 502,
      headers: { 'content-type': 'text/html' },
    });
  return null;
}

// ---------------------------------------------------------------------------
// Page call
// ---------------------------------------------------------------------------

/** The older list form (`content.list`): the news, paged by the visitor's ?page=N. */
function withNewsPage(content: Content, pageParam: string | null): Content {
  const list = content.list;
  if (!list) return content;
  const limit = list.limit;
  const { items, total, offset } = paginate(
    newsItems,
    limit,
    Number.parseInt(pageParam ?? '1', 10),
  );
  return { ...content, list: { items, total, limit, offset } };
}

/** Leaves out the parts that were not asked for (`parts` absent: all of them). */
function withParts(body: Record<string, unknown>, parts: string[] | null) {
  const out = { ...body };
  for (const part of ['site', 'navigation', 'content']) {
    if (parts && !parts.includes(part)) delete out[part];
  }
  return out;
}

/** Limbo.Umbraco.Spa's envelope (SpaDataModel) around a content node. */
function envelope(code: number, culture: Culture, content: Content, parts: string[] | null) {
  const site = sampleSettings.themeAlias
    ? { ...sites[culture], theme: { ...sites[culture].theme, alias: sampleSettings.themeAlias } }
    : sites[culture];
  return withParts(
    {
      meta: { code },
      pageId: content.id,
      pageKey: content.key,
      siteId: SAMPLE_SITE_ID,
      siteKey: SAMPLE_SITE_KEY,
      contentGuid: guid(`contentGuid:${content.key}`),
      executeTimeMs: 2,
      site,
      navigation: {},
      content,
    },
    parts,
  );
}

const notFound = (culture: Culture, parts: string[] | null) =>
  HttpResponse.json(envelope(404, culture, notFoundContent as Content, parts));

/**
 * .NET's `int.TryParse(s, out int result)` (NumberStyles.Integer): optional white space (U+0009 to
 * U+000D, space) around an optional sign and ASCII digits, trailing NULs allowed, the value an
 * Int32. null when it fails.
 */
function dotnetIntTryParse(s: string): number | null {
  // eslint-disable-next-line no-control-regex
  const m = /^[\t-\r ]*([+-]?)([0-9]+)[\t-\r ]*\u0000*$/.exec(s);
  if (!m) return null;
  const value = BigInt(`${m[1]}${m[2]}`);
  return value >= -(2n ** 31n) && value < 2n ** 31n ? Number(value) : null;
}

/** `Split('=')[1]` of a `/umbraco/preview/` url without `=`: an IndexOutOfRangeException. */
export const PREVIEW_THROWS = Symbol('IndexOutOfRangeException');

/**
 * The node id the package would preview for `url`, or null for no preview. Limbo.Umbraco.Spa's
 * `SpaRequestHelper.TryGetPreviewId(url)`, rule for rule:
 * - `url.Contains("/umbraco/preview/") && int.TryParse(url.Split('=')[1])`: ANY url containing
 *   `/umbraco/preview/` with an integer between its first and second `=` (`/umbraco/preview/?id=1234`,
 *   `/x/umbraco/preview/=1234=/` too), whatever its sign; with no `=` at all `Split('=')[1]`
 *   throws (`PREVIEW_THROWS`);
 * - else `url.Split('?')[0].TrimEnd('/')` matching `^/([0-9]+)\.aspx$` or `^/([0-9]+)$` (.NET's
 *   `$` also matches before a final newline) with an id > 0 (`ToInt32`: 0 when it overflows).
 */
export function previewId(url: string): number | null | typeof PREVIEW_THROWS {
  if (url.includes('/umbraco/preview/')) {
    const afterFirstEquals = url.split('=')[1];
    if (afterFirstEquals === undefined) return PREVIEW_THROWS;
    const id = dotnetIntTryParse(afterFirstEquals);
    if (id !== null) return id;
  }
  const path = (url.split('?')[0] ?? '').replace(/\/+$/, '');
  const m = /^\/([0-9]+)(?:\.aspx)?\n?$/.exec(path);
  const id = m ? dotnetIntTryParse(m[1]!) : null;
  return id !== null && id > 0 ? id : null;
}

const hasBackofficeCookie = (request: Request) =>
  (request.headers.get('cookie') ?? '')
    .split(';')
    .some((pair) => new RegExp(`^\\s*${BACKOFFICE_COOKIE}=\\S`).test(pair));

const getDataHandler = http.get('*/umbraco/api/spa/getdata/', async ({ request }) => {
  const failure = await fault();
  if (failure) return failure;

  const q = new URL(request.url).searchParams;
  const path = q.get('url') ?? '/';
  const parts = q.get('parts')?.split(',') ?? null;

  const preview = previewId(path);
  if (preview === PREVIEW_THROWS) {
    // The package's unhandled exception: ASP.NET Core's bare 500.
    return new HttpResponse(null, { status: 500 });
  }
  if (preview !== null) {
    const noStore = { headers: { 'cache-control': 'no-store' } };
    if (!hasBackofficeCookie(request)) {
      return HttpResponse.json(
        { meta: { code: 401, error: 'User not authenticated.' }, data: null },
        { status: 401, ...noStore },
      );
    }
    const draft = drafts[preview] as Content | undefined;
    const published = entryById.get(preview);
    const content = draft ?? published?.content;
    if (!content)
      return HttpResponse.json(envelope(404, 'da', notFoundContent as Content, parts), noStore);
    return HttpResponse.json(envelope(200, published?.culture ?? 'da', content, parts), noStore);
  }

  // Umbraco's router drops empty segments (`GetByRoute`: `Split('/', RemoveEmptyEntries)`), so
  // `//2030/` is the page at `/2030/`, which the preview rule above does not read as node 2030.
  const route = path.replace(/\/{2,}/g, '/');
  if (route === REAL_ANSWER_PATH) return HttpResponse.json(withParts(realAnswer, parts));

  const entry = entries[route];
  const publication = publications.get(route);
  if (publication?.unpublished) {
    return publication.bare
      ? new HttpResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } })
      : notFound(cultureOfPath(route), parts);
  }
  // Umbraco's "overwrite status codes" setting: HTTP 200, meta.code 404.
  if (!entry) return notFound(cultureOfPath(route), parts);
  if ('redirect' in entry) return HttpResponse.json({ meta: entry.redirect });
  if ('redirectGeneric' in entry || 'redirectTeapot' in entry) {
    const data = 'redirectGeneric' in entry ? entry.redirectGeneric : entry.redirectTeapot;
    return HttpResponse.json(
      { meta: { code: data.permanent ? 301 : 307, error: 'Page has moved' }, data },
      { status: 'redirectTeapot' in entry ? 418 : 200 },
    );
  }
  let content = withNewsPage(entry.content, q.get('page'));
  if (publication?.title) {
    const intro = content.intro as Record<string, unknown> | undefined;
    content = { ...content, intro: { ...intro, title: publication.title } };
  }
  return HttpResponse.json(envelope(200, entry.culture, content, parts));
});

// ---------------------------------------------------------------------------
// Lists and search (Limbo.Nuxt.Search)
// ---------------------------------------------------------------------------

type SearchItem = {
  id: number;
  url: string;
  title: string;
  teaser?: string;
  image?: unknown;
  date?: string;
};

/** The list pages whose items the endpoint answers for `contextId`: the news lists. */
const NEWS_LIST_IDS = new Set([1209, 1221]);

/** The news a list answers: the generated site's for its own news list, else the sample's. */
const newsResults = (contextId: number): SearchItem[] =>
  (generated && contextId === generated.newsListId ? generated.newsItems : newsItems).map(
    (item) => ({
      id: item.id,
      url: item.url,
      title: item.name,
      teaser: item.teaser,
      ...(item.image ? { image: item.image } : {}),
      date: item.date,
    }),
  );

/**
 * The culture a site search is rooted in by its `contextId`: a search page's, or a culture root's
 * (a front page); null for any other node.
 */
function searchRootCulture(id: number): Culture | null {
  const entry = entryById.get(id);
  return entry && ['FrontPage', 'SearchPage'].includes(String(entry.content.template))
    ? entry.culture
    : null;
}

/** The pages a site search finds: those of one culture, or every page when it names none. */
const pageResults = (culture: Culture | null = null): SearchItem[] =>
  contentEntries
    .filter((entry) => culture === null || entry.culture === culture)
    .map(({ content }) => {
      const intro = content.intro as { title: string; teaser?: string; image?: unknown };
      return {
        id: content.id,
        url: content.url as string,
        title: intro.title,
        ...(intro.teaser ? { teaser: intro.teaser } : {}),
        ...(intro.image ? { image: intro.image } : {}),
      };
    });

const integer = (value: string | null, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

function search({ request }: { request: Request }) {
  const q = new URL(request.url).searchParams;
  const text = (q.get('text') ?? '').trim().toLowerCase();
  if (text.includes('fejl-test')) {
    return HttpResponse.json({ message: 'An error has occurred.' }, { status: 500 });
  }
  const limit = Math.min(100, Math.max(1, integer(q.get('limit'), 12)));
  const offset = Math.max(0, integer(q.get('offset'), 0));
  const contextId = q.get('contextId');

  let items: (SearchItem & { name?: string })[];
  const culture = contextId ? searchRootCulture(Number(contextId)) : null;
  if (contextId && !culture) {
    const listId = Number(contextId);
    items =
      NEWS_LIST_IDS.has(listId) || listId === generated?.newsListId ? newsResults(listId) : [];
  } else {
    items = pageResults(culture).map((item) => ({
      ...item,
      name: (entryById.get(item.id)?.content.name as string) ?? '',
    }));
  }
  if (text) {
    items = items.filter((item) =>
      [item.name, item.title, item.teaser].some((s) => s?.toLowerCase().includes(text)),
    );
  }
  const data = items.slice(offset, offset + limit).map(({ name: _name, ...item }) => item);
  return HttpResponse.json({ data, pagination: { limit, offset, total: items.length } });
}

const searchHandler = http.get('*/api/search/', async (info) => {
  const failure = await fault();
  return failure ?? search(info);
});
/** The same endpoint without its trailing slash. */
const searchHandlerNoSlash = http.get('*/api/search', async (info) => {
  const failure = await fault();
  return failure ?? search(info);
});

// ---------------------------------------------------------------------------
// Media
// ---------------------------------------------------------------------------

/** Placeholder images for every /media/ path, sized from the crop URL's width/height if given. */
const mediaHandler = http.get('*/media/*', ({ request }) => {
  const url = new URL(request.url);
  const name = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  if (/\.(pdf|docx?|xlsx?)$/i.test(name)) {
    // Files, also in Umbraco's own form: /media/abc123/affaldsplan-2025.pdf.
    return new HttpResponse(`Eksempel Kommune – ${name}\n`, {
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      },
    });
  }
  if (url.pathname.startsWith('/media/logo/')) {
    // The municipality's wordmark: transparent, so it also works inverted on the footer.
    const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="176" height="48" viewBox="0 0 176 48"><g fill="#0a4534"><path d="M6 8h20v6H13v4h11v6H13v4h13v6H6z"/><circle cx="34" cy="11" r="3"/></g><text x="44" y="22" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="#1b1b1b">Eksempel</text><text x="44" y="39" font-family="Arial, sans-serif" font-size="15" fill="#1b1b1b">Kommune</text></svg>`;
    return new HttpResponse(logo, {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
    });
  }
  const w = Number(url.searchParams.get('width')) || 1600;
  const h = Number(url.searchParams.get('height')) || Math.round((w * 9) / 16);
  const label = name
    .replace(/\.[a-z]+$/i, '')
    .replace(/[-_]/g, ' ')
    .replace(/[<&>]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="#cfe3da"/><path d="M0 ${h * 0.75} L${w * 0.3} ${h * 0.45} L${w * 0.55} ${h * 0.7} L${w * 0.75} ${h * 0.5} L${w} ${h * 0.8} V${h} H0Z" fill="#7fb39c"/><text x="50%" y="45%" font-family="sans-serif" font-size="${Math.round(w / 24)}" fill="#0b4f3c" text-anchor="middle">${label}</text></svg>`;
  return new HttpResponse(svg, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
  });
});

// ---------------------------------------------------------------------------
// Feedback (Limbo.Umbraco.Feedback)
// ---------------------------------------------------------------------------

const knownSiteKeys = new Set([SAMPLE_SITE_KEY, realAnswer.siteKey]);
const knownPageKeys = new Set([
  ...Object.values(pageKeys),
  ...Object.values(generated?.pages ?? {}).map((entry) => entry.content.key),
  (notFoundContent as Content).key,
  ...Object.values(drafts).map((draft) => (draft as Content).key),
  realAnswer.pageKey,
]);
const ratings = new Set([FEEDBACK_RATING_POSITIVE, FEEDBACK_RATING_NEGATIVE]);

/**
 * `POST /api/feedback` `{ siteKey, pageKey, rating, name?, email?, comment? }`: 201 `{ key }`;
 * 404 "Site not found." / "Page not found.", 400 "Rating not found." (JSON strings, as the
 * package answers). A comment containing "fejl-test" makes the backend fail with a 500.
 */
const feedbackHandler = http.post('*/api/feedback', async ({ request }) => {
  let body: Record<string, unknown>;
  try {
    body = (await request.json()) as Record<string, unknown>;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
  } catch {
    return HttpResponse.json('Invalid request body.', { status: 400 });
  }
  const str = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '');
  if (!knownSiteKeys.has(str(body.siteKey)))
    return HttpResponse.json('Site not found.', { status: 404 });
  if (!knownPageKeys.has(str(body.pageKey)))
    return HttpResponse.json('Page not found.', { status: 404 });
  if (!ratings.has(str(body.rating)))
    return HttpResponse.json('Rating not found.', { status: 400 });
  if (typeof body.comment === 'string' && body.comment.includes('fejl-test'))
    return HttpResponse.json('An error occurred.', { status: 500 });
  return HttpResponse.json({ key: randomUUID() }, { status: 201 });
});

// ---------------------------------------------------------------------------
// Subscriptions (Limbo.ApiAuthentication token, Limbo.Subscriptions GraphQL)
// ---------------------------------------------------------------------------

/** The project's token endpoint: an API key in, a bearer token for /graphql out. */
const subscriptionTokenHandler = http.get(`*${SAMPLE_SUBSCRIPTIONS_AUTH_PATH}`, ({ request }) => {
  const apiKey = new URL(request.url).searchParams.get('apiKey');
  if (apiKey !== SAMPLE_SUBSCRIPTIONS_API_KEY) {
    return HttpResponse.json({ error: 'Invalid API key.' }, { status: 401 });
  }
  const token = randomBytes(24).toString('base64url');
  issuedTokens.add(token);
  return HttpResponse.json({ token, tokenExpiresIn: 3600 });
});

/** A HotChocolate error answer; field errors carry the field's path. */
const graphqlError = (message: string, code: string, status = 200) => {
  const field = code === 'AUTH_NOT_AUTHENTICATED' || code === 'SUBSCRIBER_EXISTS';
  return HttpResponse.json(
    {
      errors: [{ message, ...(field ? { path: ['createSubscriber'] } : {}), extensions: { code } }],
    },
    { status },
  );
};

/** Addresses already subscribed, per node: the first one is subscribed to everything. */
const subscribed = new Set(['*:allerede@example-kommune.dk']);

/**
 * `POST /graphql` with `Authorization: Bearer <token>` and the `createSubscriber` mutation,
 * answered as HotChocolate does: HTTP 200 with `errors` for invalid input (HC0018), a missing or
 * unknown token (AUTH_NOT_AUTHENTICATED) and an existing subscriber (SUBSCRIBER_EXISTS); an
 * address starting with "fejl" makes the backend fail with a 500.
 */
const subscriptionsHandler = http.post('*/graphql', async ({ request }) => {
  let body: { query?: unknown; variables?: { subscriber?: Record<string, unknown> } };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return graphqlError('Invalid GraphQL request.', 'HC0011', 400);
  }
  if (typeof body?.query !== 'string' || !body.query.includes('createSubscriber')) {
    return graphqlError('The sample backend only knows the createSubscriber mutation.', 'HC0015');
  }
  const subscriber = body.variables?.subscriber ?? {};
  for (const field of ['name', 'email', 'subscriptionSystem']) {
    const value = subscriber[field];
    if (typeof value !== 'string' || !value.trim()) {
      return graphqlError(
        `Variable \`subscriber\` got an invalid value. The required input field \`${field}\` is missing.`,
        'HC0018',
      );
    }
  }
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token || !issuedTokens.has(token)) {
    return graphqlError(
      'The current user is not authorized to access this resource.',
      'AUTH_NOT_AUTHENTICATED',
    );
  }
  const email = (subscriber.email as string).trim();
  if (email.toLowerCase().startsWith('fejl')) {
    return HttpResponse.json(
      { errors: [{ message: 'Unexpected Execution Error' }] },
      { status: 500 },
    );
  }
  const items = Array.isArray(subscriber.subscriptionItems) ? subscriber.subscriptionItems : [];
  const nodeIds = items.map((item) => String((item as { nodeId?: unknown })?.nodeId ?? ''));
  const address = email.toLowerCase();
  const keys = (nodeIds.length ? nodeIds : ['']).map((id) => `${id}:${address}`);
  if (subscribed.has(`*:${address}`) || keys.some((key) => subscribed.has(key))) {
    return graphqlError('Subscriber already exists.', 'SUBSCRIBER_EXISTS');
  }
  for (const key of keys) subscribed.add(key);
  return HttpResponse.json({ data: { createSubscriber: { id: randomUUID(), email } } });
});

// ---------------------------------------------------------------------------
// SEO files (Limbo.Umbraco.Seo)
// ---------------------------------------------------------------------------

/**
 * The host names the sample backend has a site for, as Umbraco's domains: the package finds the
 * site by the request's Host header (SiteAccessor) and answers nothing for any other host.
 */
const SAMPLE_SEO_HOSTS = new Set(['www.example-kommune.dk', 'localhost', '127.0.0.1']);

const seoHostOf = (request: Request) =>
  (request.headers.get('host') ?? new URL(request.url).host).replace(/:\d+$/, '').toLowerCase();

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `GET /sitemap.xml` as SitemapService writes it: HTTP 200 and `application/xml` always; a
 * `urlset` of every published page of the matched site (`loc` absolute on that host, `lastmod`
 * as yyyy-MM-dd), pages marked noindex left out as `hideFromSitemap` would; for an unknown host
 * the package's `<e>` root with the error.
 */
const sitemapHandler = http.get('*/sitemap.xml', async ({ request }) => {
  const failure = await fault();
  if (failure) return failure;
  const host = seoHostOf(request);
  const headers = { 'content-type': 'application/xml' };
  const declaration = '<?xml version="1.0" encoding="utf-8"?>';
  const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  if (!SAMPLE_SEO_HOSTS.has(host)) {
    return new HttpResponse(
      `${declaration}<e xmlns="${ns}">Failed determining site from HTTP context.</e>`,
      { headers },
    );
  }
  const urls = contentEntries
    .filter(({ content }) => !JSON.stringify(content.meta ?? null).includes('noindex'))
    .map(({ content }) => {
      const lastmod = String(content.updateDate ?? '').slice(0, 10);
      const loc = `https://${host}${encodeURI(content.url as string)}`;
      return `<url><loc>${xmlText(loc)}</loc><lastmod>${lastmod}</lastmod></url>`;
    });
  return new HttpResponse(`${declaration}<urlset xmlns="${ns}">${urls.join('')}</urlset>`, {
    headers,
  });
});

/**
 * `GET /robots.txt` as RobotsTxtService answers it: the site's `robotsTxt` property as plain
 * text (here an editor's rule, a group for one crawler and a Sitemap line on the backend's
 * host), 404 for an unknown host.
 */
const robotsHandler = http.get('*/robots.txt', async ({ request }) => {
  const failure = await fault();
  if (failure) return failure;
  const host = seoHostOf(request);
  if (!SAMPLE_SEO_HOSTS.has(host)) return new HttpResponse(null, { status: 404 });
  const robots = [
    'User-agent: *',
    'Disallow: /da/soegning/',
    '',
    'User-agent: ExampleBot',
    'Disallow: /nyheder/arkiv/',
    'Allow: /api/',
    '',
    `Sitemap: https://${host}/sitemap.xml`,
  ].join('\n');
  return new HttpResponse(robots, { headers: { 'content-type': 'text/plain' } });
});

export const handlers = [
  getDataHandler,
  ...searchPageHandlers,
  searchHandler,
  searchHandlerNoSlash,
  mediaHandler,
  feedbackHandler,
  subscriptionTokenHandler,
  subscriptionsHandler,
  sitemapHandler,
  robotsHandler,
];
