import { z } from 'zod';
import { log } from '../log.ts';
import { BackendError } from '../backend-error.ts';
import { id, list, numeric, opt, parsePart, text } from './lenient.ts';
import type { ReshapeContext } from './links.ts';
import { reshapeListItem } from './reshape-list.ts';
import { rawListItemSchema } from './schemas.ts';
import type { GroupedListing, Listing } from '../types.ts';
import { LIST_PAGE_SIZE } from './search-url.ts';

// The search endpoint's answer to a list or search call (search.ts fetches it), in its three
// shapes, read into the app's types: the search results. A problem with an endpoint is logged once.

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

/** Search results, as the cache holds them: one page of items or the groups (not failures). */
export type SearchResults = Listing | GroupedListing;

/** Problems already logged (an endpoint refused or answering an unknown shape): once each. */
const reported = new Set<string>();
const MAX_REPORTED = 200;

/** Log every problem again once (a revalidation: search.ts `clearSearchCache`). */
export const forgetReports = (): void => reported.clear();

export function reportOnce(key: string, report: () => void) {
  if (reported.has(key)) return;
  if (reported.size >= MAX_REPORTED) reported.clear();
  reported.add(key);
  report();
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

/** The answer's shape read into search results; BackendError('malformed') for an unknown one. */
export function reshapeSearchResults(json: unknown, url: URL, ctx: ReshapeContext): SearchResults {
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
