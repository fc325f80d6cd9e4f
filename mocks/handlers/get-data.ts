import { parse } from 'cookie';
import { http, HttpResponse } from 'msw';
import { paginate } from '#src/shared/paginate.ts';
import { drafts, guid, newsItems, notFoundContent } from '../fixtures/pages.ts';
import { SAMPLE_SITE_ID, SAMPLE_SITE_KEY } from '../fixtures/site.ts';
import {
  cultureOfPath,
  entries,
  entryById,
  REAL_ANSWER_PATH,
  realAnswer,
  sites,
  type Content,
  type Culture,
} from './content.ts';
import { fault } from './faults.ts';

// `GET /umbraco/api/spa/getdata/` (Limbo.Umbraco.Spa): the page call, with what the tests publish.

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

/** Whether a Cookie header carries the back-office cookie with a value (the first of its name). */
export const hasBackofficeCookie = (cookie: string | null): boolean =>
  Boolean(parse(cookie ?? '')[BACKOFFICE_COOKIE]);

export const getDataHandler = http.get('*/umbraco/api/spa/getdata/', async ({ request }) => {
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
    if (!hasBackofficeCookie(request.headers.get('cookie'))) {
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
