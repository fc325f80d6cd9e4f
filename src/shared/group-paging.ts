// Paging of a grouped search (Limbo.Nuxt.Search `enableGroupedSearch`, Limbo.Umbraco.Search
// groups): each group has its own limit and offset, `l{id}` and `o{id}`, and `groups=<id>`
// narrows the answer to one group. The visitor's address carries them as the package's URL
// does; the server forwards only what this module lets through, and the pager's links are
// built by the same rules.

/** A group id as the package has it (an int): the only ids that name paging parameters. */
export const GROUP_ID = /^\d{1,9}$/;
/** The most items a visitor may ask one group for, and the furthest offset. */
export const MAX_GROUP_LIMIT = 100;
export const MAX_GROUP_OFFSET = 10_000;
/** At most this many paging parameters are forwarded (a visitor may add any number). */
const MAX_PARAMS = 20;

const PAGING_NAME = /^([lo])(\d{1,9})$/;
const WHOLE = /^\d{1,9}$/;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * The group paging in a visitor's query, checked: `l{id}` a whole number clamped to
 * 1…MAX_GROUP_LIMIT, `o{id}` one clamped to 0…MAX_GROUP_OFFSET (an offset of 0 is the default
 * and left out), `groups` a comma-separated list of ids. Anything else is dropped; the first of a
 * repeated name counts. Sorted by name, so equal choices give one cache key.
 */
export function groupPaging(query: URLSearchParams): [string, string][] {
  const out = new Map<string, string>();
  for (const [name, value] of query) {
    if (out.size >= MAX_PARAMS) break;
    if (out.has(name)) continue;
    const m = PAGING_NAME.exec(name);
    if (m) {
      if (!WHOLE.test(value)) continue;
      const n = Number(value);
      if (m[1] === 'l') out.set(name, String(clamp(n, 1, MAX_GROUP_LIMIT)));
      else if (n > 0) out.set(name, String(clamp(n, 0, MAX_GROUP_OFFSET)));
    } else if (name === 'groups') {
      const ids = [...new Set(value.split(','))].filter((id) => GROUP_ID.test(id)).slice(0, 20);
      if (ids.length) out.set(name, ids.join(','));
    }
  }
  return [...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The address of `path` narrowed to group `id` (`groups=<id>`), or widened to every group again
 * (`id` null), with the rest of `keep`.
 */
export function narrowHref(path: string, keep: URLSearchParams, id: string | null): string {
  const q = new URLSearchParams(keep);
  if (id === null) q.delete('groups');
  else q.set('groups', id);
  const query = q.toString();
  return query ? `${path}?${query}` : path;
}
