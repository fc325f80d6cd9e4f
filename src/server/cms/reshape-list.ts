import { reshapeImage, type ReshapeContext } from './links.ts';
import type { RawListItem, RawSearchFilters } from './schemas.ts';
import type { ListItem, ListSource } from '../types.ts';

// Listings in the app's types: an entry (a list page's own items and the search call's answer
// alike), and a list's own endpoint and fields (search.ts calls it).

/** One entry of a listing: a list page's own items and the search call's answer alike. */
export function reshapeListItem(item: RawListItem, ctx: ReshapeContext): ListItem {
  return {
    id: item.id,
    name: item.title || item.name || item.url,
    url: item.url,
    teaser: item.teaser ?? null,
    image: reshapeImage(item.image, ctx),
    date: item.date ?? null,
  };
}
/** The names a list's text parameter goes by in the backend's list settings; the first field so named is it. */
const TEXT_PARAMS = new Set(['text', 'freetext', 'keywords']);
/** Limbo.Nuxt.Search's reserved names: the paging is the app's own. */
const RESERVED_PARAMS = new Set(['limit', 'offset', 'total']);
/** A parameter name worth sending; anything else is left out. */
const PARAM_NAME = /^[A-Za-z][\w.-]{0,63}$/;
const MAX_FIELDS = 20;
const MAX_VALUE = 200;

type RawSearchField = RawSearchFilters['fields'][number];

/** A field's value as useLimboSearch sends it: the value, or its checked choice; '' for none. */
function fieldValue(field: RawSearchField): string {
  const choices = Array.isArray(field.value) ? field.value : field.items;
  // The citi answer's forms send `value: ""` beside their `items`: the checked item counts.
  const value =
    typeof field.value === 'string' && field.value
      ? field.value
      : choices.find((c) => c.checked)?.value;
  return (value ?? '').slice(0, MAX_VALUE);
}

/**
 * A list's own endpoint and fields (`content.searchFilters`, Limbo.Nuxt.Search), or null when
 * the content names none. The endpoint is kept as given: search.ts checks it before any call.
 * Only GET is a list (the citi answer's forms also POST and DELETE): another method gives no
 * endpoint, so the page says the list is unavailable.
 */
export function reshapeListSource(raw: RawSearchFilters | undefined): ListSource | null {
  if (!raw) return null;
  const get = !raw.method || raw.method.toUpperCase() === 'GET';
  let textField: string | null = null;
  const params: [string, string][] = [];
  for (const field of raw.fields.slice(0, MAX_FIELDS)) {
    const name = field.name.trim();
    if (!PARAM_NAME.test(name) || RESERVED_PARAMS.has(name.toLowerCase())) continue;
    if (!textField && TEXT_PARAMS.has(name.toLowerCase())) textField = name;
    const value = fieldValue(field);
    if (value) params.push([name, value]);
  }
  return { endpoint: get ? (raw.endpointUrl ?? null) : null, textField, params };
}
