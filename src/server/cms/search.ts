import { z } from 'zod';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { BackendError } from '../backend-error.ts';
import { MAX_SEARCH_ANSWER_BYTES, readBounded } from './bounded-body.ts';
import { id, list, numeric, opt, parsePart, text } from './lenient.ts';
import type { ReshapeContext } from './links.ts';
import { reshapeListItem } from './reshape-list.ts';
import { CACHE_BYTES, createMicroCache, jsonLength, STALE_AFTER_MS } from '../cache/micro-cache.ts';
import { rawListItemSchema } from './schemas.ts';
import type { GroupedListing, Listing, ListingResult, ListSource } from '../types.ts';

// Lists and search (contract "Lists and search", versions 2 and 3; decision 028).
// `GET {CMS_API_URL}{endpoint}?<fields>&<text param>=…&limit=12&offset=0[&contextId=…][&siteId=…]`
// where the endpoint and fields are the list's own (`content.searchFilters`) or SEARCH_API_PATH
// with `text`. Answers in three shapes are read: Limbo.Nuxt.Search's `{ data, pagination }`,
// the legacy SkyList `{ meta: { code }, pagination, data }` and Limbo.Umbraco.Search's grouped
// `{ groups: [{ id, name, type?, total, limit, offset, items }] }`. Anything else, and an
// endpoint that is not a path on the backend, is "unavailable" (logged once per endpoint);
// a failing endpoint is an "error". Neither is ever "0 results", nor a 5xx for the page.

const LIST_PAGE_SIZE = 12;
const MAX_TEXT = 200;
/** A list's endpoint longer than this is not a path anyone configured. */
const MAX_ENDPOINT = 300;

const paginationSchema = opt(
  z.object({ limit: opt(numeric), offset: opt(numeric), total: opt(numeric) }),
);
/** Limbo.Nuxt.Search's answer; the legacy SkyList answer is the same with `meta.code`. */
const flatSchema = z.object({ data: list(rawListItemSchema), pagination: paginationSchema });
/** Limbo.Umbraco.Search `GroupedSearchResult`: a group without an id is dropped. */
const groupedSchema = z.object({
  groups: list(
    z.object({
      id,
      name: opt(text),
      type: opt(text),
      total: opt(numeric),
      limit: opt(numeric),
      offset: opt(numeric),
      items: list(rawListItemSchema),
    }),
  ),
});

export type SearchQuery = {
  /** The list's own endpoint and fields; absent or null: SEARCH_API_PATH with `text`. */
  source?: ListSource | null;
  text?: string;
  contextId?: string;
  siteId?: string | null;
  /** 1-based page number (`?page=N`, read by shared/paginate.ts `pageParam`). */
  page: number;
  /** Items per page: LIST_PAGE_SIZE unless said (a feed asks for more, up to 100). */
  limit?: number;
  /** A grouped search's `l{id}`, `o{id}` and `groups`, checked (shared/group-paging.ts). */
  groups?: [string, string][];
  /**
   * How long the visitor can still wait (the rest of the page's budget, decision 033); past it
   * the list is a failure for this visitor, and the call goes on for the next.
   */
  waitMs?: number;
};

/** What the cache holds: one page of items or the groups (failures are not kept). */
type Answer = Listing | GroupedListing;

/** Search answers are shared for 10 s, like page answers; failures are not kept. */
const searchCache = createMicroCache<Answer>({
  ttlMs: 10_000,
  staleIfErrorMs: 60_000,
  max: 500,
  maxBytes: CACHE_BYTES.search,
  sizeOf: jsonLength,
  staleAfterMs: STALE_AFTER_MS,
  // One endpoint is one failing "page", whatever text or list it is asked for: five failing
  // search texts must not switch search and every list off for everyone.
  breakerKeyOf: (key) => key.split('?')[0]!.toLowerCase(),
});

/**
 * Revalidation drops every list and search answer: which lists show a page is not known here
 * (a list asks by context id), and the whole cache is small and refilled within a request.
 */
export const clearSearchCache = (): number => {
  reported.clear();
  return searchCache.evict(() => true).length;
};

/** Problems already logged (an endpoint refused or answering an unknown shape): once each. */
const reported = new Set<string>();
const MAX_REPORTED = 200;

function reportOnce(key: string, report: () => void) {
  if (reported.has(key)) return;
  if (reported.size >= MAX_REPORTED) reported.clear();
  reported.add(key);
  report();
}

/** RFC 3986 path characters: the only ones a list's endpoint may have (no query, no fragment). */
const PATH_CHARS = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
/** Once decoded: a second slash, a backslash, a control character or a dot segment. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_DECODED = /\/\/|\\|[\u0000-\u001f\u007f]|(^|\/)\.\.?(\/|$)|\.\./;

/**
 * The list endpoint a page's content names, when it is a path on the backend: it starts with a
 * single `/`, has path characters only (no scheme, host, query, white space or control
 * characters) and, percent-decoded too, no `//`, backslash or `..`. Else null: it is never
 * fetched. Whatever passes is only ever joined to CMS_API_URL.
 */
export function backendPath(endpoint: string | null): string | null {
  if (!endpoint || endpoint.length > MAX_ENDPOINT || !PATH_CHARS.test(endpoint)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(endpoint);
  } catch {
    return null;
  }
  return UNSAFE_DECODED.test(endpoint) || UNSAFE_DECODED.test(decoded) ? null : endpoint;
}

/** The call for `query`, or null when its list names an endpoint that is not on the backend. */
function searchUrl(query: SearchQuery): URL | null {
  const env = getEnv();
  const { source } = query;
  const path = source ? backendPath(source.endpoint) : env.searchApiPath;
  if (path === null) return null;
  const url = new URL(`${env.cmsApiUrl}${path}`);
  // backendPath already keeps it there; this is the last word on where a call may go.
  if (url.origin !== new URL(env.cmsApiUrl).origin) return null;
  const q = url.searchParams;
  // As Limbo.Nuxt.Search orders them: the list's fields go over the context, the visitor's text
  // and the paging over the fields.
  if (query.contextId) q.set('contextId', query.contextId);
  if (query.siteId) q.set('siteId', query.siteId);
  for (const [name, value] of source?.params ?? []) q.set(name, value);
  const textParam = source?.textField ?? 'text';
  const text = (query.text ?? '').slice(0, MAX_TEXT);
  if (text || !q.has(textParam)) q.set(textParam, text);
  const limit = Math.min(100, Math.max(1, Math.trunc(query.limit ?? LIST_PAGE_SIZE)));
  q.set('limit', String(limit));
  q.set('offset', String((query.page - 1) * limit));
  for (const [name, value] of query.groups ?? []) q.set(name, value);
  return url;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an unknown answer is, for the log: its kind and first keys, never a value. */
function outline(json: unknown): { kind: string; keys: string[] } {
  if (isRecord(json)) {
    return {
      kind: 'object',
      keys: Object.keys(json)
        .slice(0, 10)
        .map((k) => k.slice(0, 40)),
    };
  }
  const kind = Array.isArray(json)
    ? 'array'
    : json === undefined
      ? 'not JSON'
      : json === null
        ? 'null'
        : typeof json;
  return { kind, keys: [] };
}

function logIssues(issues: { path: string; problem: string }[]) {
  for (const issue of issues) {
    log.warn({ part: 'search', path: issue.path, problem: issue.problem }, 'search field dropped');
  }
}

/** The answer's shape read into the app's types; BackendError('malformed') for an unknown one. */
function reshapeAnswer(json: unknown, url: URL, ctx: ReshapeContext): Answer {
  const endpoint = url.pathname;
  // SkyList says how it went in `meta.code`: anything but 2xx is the endpoint failing.
  const code = isRecord(json) && isRecord(json.meta) ? json.meta.code : undefined;
  if (typeof code === 'number' && (code < 200 || code > 299)) {
    throw new BackendError('status', `search endpoint answered meta.code ${code}`, code);
  }
  if (isRecord(json) && Array.isArray(json.groups)) {
    const parsed = parsePart(groupedSchema, json);
    logIssues(parsed.issues);
    reported.delete(`shape:${endpoint}`);
    return {
      groups: (parsed.value?.groups ?? []).map((group) => {
        const items = group.items.map((item) => reshapeListItem(item, ctx));
        const limit = group.limit && group.limit > 0 ? group.limit : LIST_PAGE_SIZE;
        const offset = Math.max(0, group.offset ?? 0);
        return {
          id: group.id,
          name: group.name || group.type || group.id,
          type: group.type ?? null,
          items,
          // At least as many as the answer shows; an empty page past the end shows none, and its
          // offset says nothing about how many there are.
          total: Math.max(group.total ?? 0, items.length ? offset + items.length : 0),
          limit,
          offset,
        };
      }),
    };
  }
  if (isRecord(json) && Array.isArray(json.data)) {
    const parsed = parsePart(flatSchema, json);
    logIssues(parsed.issues);
    reported.delete(`shape:${endpoint}`);
    const data = parsed.value?.data ?? [];
    const pagination = parsed.value?.pagination;
    return {
      items: data.map((item) => reshapeListItem(item, ctx)),
      total: pagination?.total ?? data.length,
      limit: pagination?.limit || LIST_PAGE_SIZE,
      offset: pagination?.offset ?? Number(url.searchParams.get('offset')),
    };
  }
  reportOnce(`shape:${endpoint}`, () =>
    log.error({ endpoint, ...outline(json) }, 'search answer in a shape the app does not know'),
  );
  throw new BackendError('malformed', 'search answer in an unknown shape');
}

async function fetchListing(url: URL, ctx: ReshapeContext): Promise<Answer> {
  const env = getEnv();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (env.cmsApiKey) headers['x-api-key'] = env.cmsApiKey;
  const started = performance.now();
  let res: Response;
  let body: string;
  try {
    res = await fetch(url, {
      headers,
      signal: AbortSignal.timeout(env.cmsTimeoutMs),
      redirect: 'manual',
    });
    body = res.ok ? await readBounded(res, MAX_SEARCH_ANSWER_BYTES) : '';
  } catch (err) {
    if (err instanceof BackendError) {
      log.error({ endpoint: url.pathname, err: err.message }, 'search answer refused');
      throw err;
    }
    const failure = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable';
    throw new BackendError(failure, `search endpoint ${failure}`);
  }
  const ms = Math.round(performance.now() - started);
  if (!res.ok) {
    throw new BackendError('status', `search endpoint answered HTTP ${res.status}`, res.status);
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  const answer = reshapeAnswer(json, url, ctx);
  log.debug({ ms, groups: 'groups' in answer ? answer.groups.length : undefined }, 'search call');
  return answer;
}

/**
 * One page of a list or of search results, or its groups. A failing endpoint gives
 * `{ failed, reason: 'error' }`; an endpoint that is not on the backend, or that answers in a
 * shape the app does not know, `{ failed, reason: 'unavailable' }`.
 */
export async function search(query: SearchQuery, ctx: ReshapeContext): Promise<ListingResult> {
  const url = searchUrl(query);
  if (!url) {
    const endpoint = String(query.source?.endpoint ?? null);
    reportOnce(`refused:${endpoint}`, () =>
      log.error(
        { endpoint: JSON.stringify(endpoint.slice(0, 120)), contextId: query.contextId },
        'list endpoint refused: not a path on the backend',
      ),
    );
    return { failed: true, reason: 'unavailable' };
  }
  try {
    const { value } = await searchCache.get(
      url.href,
      () => fetchListing(url, ctx),
      () => true,
      { waitMs: query.waitMs },
    );
    return value;
  } catch (err) {
    if (!(err instanceof BackendError)) throw err;
    // Logged once per endpoint where the shape was read.
    if (err.failure === 'malformed') return { failed: true, reason: 'unavailable' };
    log.error(
      {
        failure: err.failure,
        status: err.httpStatus,
        endpoint: url.pathname,
        contextId: query.contextId,
      },
      'search endpoint failed',
    );
    return { failed: true, reason: 'error' };
  }
}

/** The visitor's search text: trimmed, at most 200 characters; empty is none. */
export function visitorText(value: string | null): string {
  return (value ?? '').trim().slice(0, MAX_TEXT);
}
