import { getEnv } from '../env.ts';
import type { ListSource } from '../types.ts';

// The address of a list or search call (search.ts makes it): the list's own endpoint, when it is
// a path on the backend, with its fields, the visitor's text and the paging.

export const LIST_PAGE_SIZE = 12;
export const MAX_TEXT = 200;
/** A list's endpoint longer than this is not a path anyone configured. */
const MAX_ENDPOINT = 300;

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
export function searchUrl(query: SearchQuery): URL | null {
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

/** The visitor's search text: trimmed, at most 200 characters; empty is none. */
export function visitorText(value: string | null): string {
  return (value ?? '').trim().slice(0, MAX_TEXT);
}
