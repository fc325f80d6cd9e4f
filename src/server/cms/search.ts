import { getRequestContext } from '../request-context.ts';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { BackendError } from '../backend-error.ts';
import { MAX_SEARCH_ANSWER_BYTES, readBounded } from './bounded-body.ts';
import type { ReshapeContext } from './links.ts';
import { CACHE_BYTES, createMicroCache, jsonLength, STALE_AFTER_MS } from '../cache/micro-cache.ts';
import type { ListingResult } from '../types.ts';
import {
  forgetReports,
  reportOnce,
  reshapeSearchResults,
  type SearchResults,
} from './search-results.ts';
import { searchUrl, type SearchQuery } from './search-url.ts';

export { backendPath, visitorText, type SearchQuery } from './search-url.ts';

// Lists and search: the project's search endpoint, in both shapes the backend has answered with (decision 028).
// `GET {CMS_API_URL}{endpoint}?<fields>&<text param>=…&limit=12&offset=0[&contextId=…][&siteId=…]`
// where the endpoint and fields are the list's own (`content.searchFilters`) or SEARCH_API_PATH
// with `text`. Answers in three shapes are read: Limbo.Nuxt.Search's `{ data, pagination }`,
// the legacy SkyList `{ meta: { code }, pagination, data }` and Limbo.Umbraco.Search's grouped
// `{ groups: [{ id, name, type?, total, limit, offset, items }] }`. Anything else, and an
// endpoint that is not a path on the backend, is "unavailable" (logged once per endpoint);
// a failing endpoint is an "error". Neither is ever "0 results", nor a 5xx for the page.
// Here: the call, its cache and its outcome; the address in search-url.ts, the answer's shapes
// read into search results in search-results.ts.

/** Search results are shared for 10 s, like page answers; failures are not kept. */
const searchCache = createMicroCache<SearchResults>({
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
 * Revalidation drops all search results (of lists and of search): which lists show a page is
 * not known here (a list asks by context id), and the whole cache is small and refilled within
 * a request.
 */
export const clearSearchCache = (): number => {
  forgetReports();
  return searchCache.evict(() => true).length;
};

async function fetchListing(url: URL, ctx: ReshapeContext): Promise<SearchResults> {
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
  const results = reshapeSearchResults(json, url, ctx);
  log.debug({ ms, groups: 'groups' in results ? results.groups.length : undefined }, 'search call');
  return results;
}

/**
 * One page of a list or of search results, or its groups. A failing endpoint gives
 * `{ failed, reason: 'error' }`; an endpoint that is not on the backend, or that answers in a
 * shape the app does not know, `{ failed, reason: 'unavailable' }`.
 */
export async function search(query: SearchQuery, ctx: ReshapeContext): Promise<ListingResult> {
  // A page with a list is rendered again after a publish, not checked (request-context.ts).
  const request = getRequestContext();
  if (request) request.sources = null;
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
