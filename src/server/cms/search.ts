import { z } from 'zod';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { BackendError } from './client.ts';
import { list, numeric, opt, parsePart } from './lenient.ts';
import type { ReshapeContext } from './links.ts';
import { reshapeListItem } from './reshape.ts';
import { CACHE_BYTES, createMicroCache, jsonLength } from './micro-cache.ts';
import { rawListItemSchema } from './schemas.ts';
import type { Listing } from './types.ts';

// The project's search and list endpoint (Limbo.Nuxt.Search convention, SEARCH_API_PATH):
// `GET {CMS_API_URL}{SEARCH_API_PATH}?text=…&limit=12&offset=0[&contextId=…][&siteId=…]`,
// answering `{ data: [...], pagination: { limit, offset, total } }`. List pages without
// `content.list` and the site search (without Cludo) read it. A failure is an answer
// (`{ failed: true }`) that the page shows as a message, never a 5xx for the page.

const LIST_PAGE_SIZE = 12;

const answerSchema = z.object({
  data: list(rawListItemSchema),
  pagination: opt(z.object({ limit: opt(numeric), offset: opt(numeric), total: opt(numeric) })),
});

export type SearchQuery = {
  text?: string;
  contextId?: string;
  siteId?: string | null;
  /** 1-based page number (`?page=N`). */
  page: number;
  /** Items per page: LIST_PAGE_SIZE unless said (a feed asks for more, up to 100). */
  limit?: number;
};

/** Search answers are shared for 10 s, like page answers; failures are not kept. */
const searchCache = createMicroCache<Listing>({
  ttlMs: 10_000,
  staleIfErrorMs: 60_000,
  max: 500,
  maxBytes: CACHE_BYTES.search,
  sizeOf: jsonLength,
  // One endpoint is one failing "page", whatever text or list it is asked for: five failing
  // search texts must not switch search and every list off for everyone.
  breakerKeyOf: (key) => key.split('?')[0]!.toLowerCase(),
});

/**
 * Revalidation drops every list and search answer: which lists show a page is not known here
 * (a list asks by context id), and the whole cache is small and refilled within a request.
 */
export const clearSearchCache = (): number => searchCache.evict(() => true).length;

function searchUrl(query: SearchQuery): URL {
  const env = getEnv();
  const url = new URL(`${env.cmsApiUrl}${env.searchApiPath}`);
  const q = url.searchParams;
  q.set('text', (query.text ?? '').slice(0, 200));
  const limit = Math.min(100, Math.max(1, Math.trunc(query.limit ?? LIST_PAGE_SIZE)));
  q.set('limit', String(limit));
  q.set('offset', String((query.page - 1) * limit));
  if (query.contextId) q.set('contextId', query.contextId);
  if (query.siteId) q.set('siteId', query.siteId);
  return url;
}

async function fetchListing(url: URL, ctx: ReshapeContext): Promise<Listing> {
  const env = getEnv();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (env.cmsApiKey) headers['x-api-key'] = env.cmsApiKey;
  const started = performance.now();
  let res: Response;
  let json: unknown;
  try {
    res = await fetch(url, {
      headers,
      signal: AbortSignal.timeout(env.cmsTimeoutMs),
      redirect: 'manual',
    });
    json = res.ok ? await res.json() : null;
  } catch (err) {
    const failure = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable';
    throw new BackendError(failure, `search endpoint ${failure}`);
  }
  const ms = Math.round(performance.now() - started);
  if (!res.ok) {
    throw new BackendError('status', `search endpoint answered HTTP ${res.status}`, res.status);
  }
  const parsed = parsePart(answerSchema, json);
  for (const issue of parsed.issues) {
    log.warn({ part: 'search', path: issue.path, problem: issue.problem }, 'search field dropped');
  }
  if (!parsed.value) throw new BackendError('malformed', 'search answer has no data list');
  const { data, pagination } = parsed.value;
  log.debug({ ms, items: data.length }, 'search call');
  return {
    items: data.map((item) => reshapeListItem(item, ctx)),
    total: pagination?.total ?? data.length,
    limit: pagination?.limit || LIST_PAGE_SIZE,
    offset: pagination?.offset ?? Number(url.searchParams.get('offset')),
  };
}

/** One page of a list or of search results; a failing endpoint gives `{ failed: true }`. */
export async function search(
  query: SearchQuery,
  ctx: ReshapeContext,
): Promise<Listing | { failed: true }> {
  const url = searchUrl(query);
  try {
    const { value } = await searchCache.get(
      url.href,
      () => fetchListing(url, ctx),
      () => true,
    );
    return value;
  } catch (err) {
    if (!(err instanceof BackendError)) throw err;
    log.error(
      { failure: err.failure, status: err.httpStatus, contextId: query.contextId },
      'search endpoint failed',
    );
    return { failed: true };
  }
}

/** `?page=N` as a page number from 1 to 1000; anything else is page 1. */
export function pageNumberOf(query: URLSearchParams): number {
  const n = Number(query.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}
