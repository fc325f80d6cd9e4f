import { z } from 'zod';
import { classify, MAX_PATH_LENGTH } from '../request/classify.ts';

// What a revalidation names (a page path, or Umbraco's content-published payload) and what it
// drops: the rule of decision 019.

/** The most pages one request may name (a payload lists one, `urls` a few). */
export const MAX_PATHS = 50;
/** Node ids and keys taken from one payload. */
export const MAX_IDS = 20;

/** Why a `url` is refused (400), in words the caller can act on. */
export type UrlProblem = string;

const BASE = 'http://revalidate.invalid';

/**
 * A page path from a caller: the decoded path with a trailing slash, exactly as the pipeline
 * classifies a request for it (classify.ts), or why not. Only site-relative paths: no scheme,
 * no host, no `//`, no backslash, no whitespace or control characters, nothing the classifier
 * refuses (`%2F`, `%25`, malformed escapes, over-long), and only pages (no API, tools or files).
 * A query or fragment is ignored: every query of a page is dropped anyway.
 */
export function pagePathOf(input: unknown): { path: string } | { problem: UrlProblem } {
  if (typeof input !== 'string' || input.length === 0) return { problem: 'url must be a path' };
  if (input.length > MAX_PATH_LENGTH) return { problem: 'url is too long' };
  if ([...input].some((c) => c <= ' ' || (c >= '\u007f' && c <= '\u009f') || c === '\\'))
    return { problem: 'url must not contain spaces, control characters or backslashes' };
  if (/^[a-z][a-z0-9+.-]*:/i.test(input))
    return { problem: 'url must be a path on this site, not an absolute URL' };
  if (!input.startsWith('/') || input.startsWith('//'))
    return { problem: 'url must be a path starting with a single /' };
  let url: URL;
  try {
    url = new URL(input, BASE);
  } catch {
    return { problem: 'url is not a valid path' };
  }
  // The parser must not have left this site (it cannot after the checks above; checked anyway).
  if (url.origin !== BASE) return { problem: 'url must be a path on this site' };
  url.search = '';
  url.hash = '';
  const request = classify(url);
  if (request.refused) return { problem: `url is refused: ${request.refused}` };
  if (request.kind !== 'page' || request.isRsc || request.preview)
    return { problem: 'url is not a page of the site (API, tools, file or preview path)' };
  return { path: request.pagePath };
}

/**
 * The paths one revalidation drops (decision 019): the page, every ancestor path up to the front
 * page (the parent list pages that show it, and the breadcrumb's pages), plus any breadcrumb
 * entries the cache knows for it. List and search answers are all dropped besides (drop.ts).
 */
export function expandPaths(
  paths: Iterable<string>,
  breadcrumbs: (path: string) => string[] = () => [],
) {
  const out = new Set<string>();
  for (const path of paths) {
    out.add(path);
    const segments = path.split('/').filter(Boolean);
    for (let i = segments.length - 1; i >= 0; i--) {
      out.add(`/${segments.slice(0, i).join('/')}${i ? '/' : ''}`);
    }
    for (const crumb of breadcrumbs(path)) {
      const parsed = pagePathOf(crumb);
      if ('path' in parsed) out.add(parsed.path);
    }
  }
  return out;
}

// ---- the request body -------------------------------------------------------------------------

/** JSON names compared without regard to case (Umbraco 13 writes PascalCase, later camelCase). */
function lowerKeys(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value))
    return value.slice(0, MAX_PATHS + 1).map((v) => lowerKeys(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k.toLowerCase(), lowerKeys(v, depth + 1)]),
  );
}

const text = z.string().max(MAX_PATH_LENGTH);
const idLike = z.union([z.string().max(100), z.number().int()]).transform(String);
const route = z.object({ path: text.optional() }).passthrough();

/**
 * One item: our own `{ url }` / `{ urls }`, or Umbraco's content-published webhook payload
 * (Umbraco 13–17, "Legacy" and "Extended": the Delivery API's content model `{ Id, Name,
 * ContentType, Route: { Path, StartItem }, Cultures: { <culture>: { Path, StartItem } },
 * Properties }`; "Minimal": `{ Id, Cultures }`), or the same wrapped as `PublishedContent`.
 * Every field is optional here; what is left must name at least one page.
 */
const itemSchema: z.ZodType<Item, z.ZodTypeDef, unknown> = z.lazy(() =>
  z
    .object({
      url: text.optional(),
      urls: z.array(text).max(MAX_PATHS).optional(),
      id: idLike.optional(),
      key: idLike.optional(),
      route: route.optional().catch(undefined),
      cultures: z
        .union([
          z.record(z.object({ path: text.optional() }).passthrough().catch({})),
          z.array(z.unknown()),
        ])
        .optional()
        .catch(undefined),
      publishedcontent: itemSchema.optional().catch(undefined),
    })
    .passthrough(),
);
type Item = {
  url?: string;
  urls?: string[];
  id?: string;
  key?: string;
  route?: { path?: string };
  cultures?: Record<string, { path?: string }> | unknown[];
  publishedcontent?: Item;
};

export type RevalidateRequest = { paths: string[]; ids: string[] };

/** The pages a request body names, or why it names none usable (400). */
export function parseRevalidateBody(json: unknown): RevalidateRequest | { problem: string } {
  const items = Array.isArray(json) ? json : [json];
  if (items.length === 0 || items.length > MAX_PATHS)
    return { problem: `the body must name 1 to ${MAX_PATHS} pages` };
  const paths = new Set<string>();
  const ids = new Set<string>();
  for (const raw of items) {
    const parsed = itemSchema.safeParse(lowerKeys(raw));
    if (!parsed.success || typeof raw !== 'object' || raw === null)
      return { problem: 'the body must be { "url": "/path/" } or Umbraco’s webhook payload' };
    const addUrl = (url: string | undefined) => {
      if (url === undefined) return null;
      const found = pagePathOf(url);
      if ('problem' in found) return found.problem;
      paths.add(found.path);
      return null;
    };
    const collect = (item: Item): string | null => {
      for (const url of [item.url, ...(item.urls ?? []), item.route?.path]) {
        const problem = addUrl(url);
        if (problem) return problem;
      }
      if (item.cultures && !Array.isArray(item.cultures)) {
        for (const culture of Object.values(item.cultures)) {
          const problem = addUrl(culture.path);
          if (problem) return problem;
        }
      }
      for (const id of [item.id, item.key]) if (id) ids.add(id.toLowerCase());
      return item.publishedcontent ? collect(item.publishedcontent) : null;
    };
    const problem = collect(parsed.data);
    if (problem) return { problem };
  }
  if (paths.size > MAX_PATHS) return { problem: `the body names more than ${MAX_PATHS} pages` };
  if (paths.size === 0 && ids.size === 0)
    return { problem: 'the body names no page: give "url", or Umbraco’s Route.Path or Id' };
  return { paths: [...paths], ids: [...ids].slice(0, MAX_IDS) };
}
