import { catalog } from '#src/components/catalog.tsx';
import { exampleAnchor, examplesByAnchor } from './CatalogOverview.tsx';
import { parseCatalogQuery } from './catalog-query.ts';

// What the components overview's tests share (CatalogOverview, catalog-query, props-json): the
// real catalog's examples and a query parser that knows them. Imported by tests only.

/** Every example of the catalog by its anchor. */
export const anchors = examplesByAnchor(catalog);

/** Parses an overview query string against the catalog's examples. */
export const parse = (search: string) =>
  parseCatalogQuery(new URLSearchParams(search), (a) => anchors.has(a));

/** The anchor of Button's first example. */
export const BUTTON = exampleAnchor(
  'Button',
  Object.keys(catalog.find((e) => e.name === 'Button')!.examples)[0]!,
);
