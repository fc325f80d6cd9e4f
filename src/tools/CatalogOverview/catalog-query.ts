import { isThemeAlias, type ThemeAlias } from '#src/styles/themes.ts';

/**
 * The components overview's query (decision 020), read the same with and without JavaScript:
 * - `theme=<alias>`: the examples are painted in that theme (one of themes.ts; anything else: none);
 * - `bredde=<example anchor>@<px>`, repeatable: that example is shown in a frame of that width;
 * - `vis=<example anchor>`: the page shows only that example (what such a frame loads);
 * - `udfoldet=1`: every example expanded.
 */
export const EXAMPLE_WIDTHS = [360, 768, 1280] as const;
export type ExampleWidth = (typeof EXAMPLE_WIDTHS)[number];
/** More `bredde` values than this are ignored (each one is a frame that renders a page). */
export const MAX_WIDTHS = 24;

/** What the overview shows: the examples' theme, the widths chosen, everything expanded or not. */
export type CatalogView = {
  theme: ThemeAlias | null;
  widths: ReadonlyMap<string, ExampleWidth>;
  expandAll: boolean;
};

export type CatalogQuery = CatalogView & { single: string | null };

const isWidth = (n: number): n is ExampleWidth => (EXAMPLE_WIDTHS as readonly number[]).includes(n);

/** Parses the query; `known` tells whether an anchor names an example (unknown ones are dropped). */
export function parseCatalogQuery(
  query: URLSearchParams,
  known: (anchor: string) => boolean,
): CatalogQuery {
  const theme = query.get('theme');
  const widths = new Map<string, ExampleWidth>();
  for (const value of query.getAll('bredde').slice(0, MAX_WIDTHS)) {
    const at = value.lastIndexOf('@');
    if (at <= 0) continue;
    const anchor = value.slice(0, at);
    const width = Number(value.slice(at + 1));
    if (isWidth(width) && known(anchor)) widths.set(anchor, width);
  }
  const single = query.get('vis');
  return {
    theme: isThemeAlias(theme) ? theme : null,
    widths,
    expandAll: query.get('udfoldet') === '1',
    single: single !== null && known(single) ? single : single === null ? null : '',
  };
}

/** The query string of a state (`?…`, or `./` for none), canonical order. */
export function catalogSearch(state: CatalogView): string {
  const params = new URLSearchParams();
  if (state.theme) params.set('theme', state.theme);
  for (const [anchor, width] of state.widths) params.append('bredde', `${anchor}@${width}`);
  if (state.expandAll) params.set('udfoldet', '1');
  const search = params.toString();
  return search ? `?${search}` : './';
}

/** The link that shows one example at `width` (null: full width), keeping everything else. */
export function widthHref(state: CatalogView, anchor: string, width: ExampleWidth | null): string {
  const widths = new Map(state.widths);
  if (width === null) widths.delete(anchor);
  else widths.set(anchor, width);
  const search = catalogSearch({ ...state, widths });
  return `${search === './' ? './' : search}#${anchor}`;
}

/** What a width frame loads: only that example, in the chosen theme. */
export function singleExampleSrc(anchor: string, theme: ThemeAlias | null): string {
  const params = new URLSearchParams({ vis: anchor });
  if (theme) params.set('theme', theme);
  return `?${params.toString()}`;
}
