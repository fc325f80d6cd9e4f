import type { Template } from './types.ts';

// Which layout renders which Umbraco template. Templates are matched without regard to case
// (the real backend sends PascalCase: `FrontPage`, `ContentPage`, …); PUBLIC_CONFIG's
// `templates` adds to or overrides this map, so a project's own templates need no code.

export const TEMPLATE_LAYOUTS = [
  'content-page-layout',
  'list-page-layout',
  'search-page-layout',
  'fallback-layout',
] as const satisfies readonly Template[];

/** The layout of each template, by lower-case name. */
const DEFAULT_TEMPLATES: Readonly<Record<string, Template>> = {
  frontpage: 'content-page-layout',
  contentpage: 'content-page-layout',
  newspage: 'content-page-layout',
  eventpage: 'content-page-layout',
  notfoundpage: 'content-page-layout',
  listpage: 'list-page-layout',
  newslistpage: 'list-page-layout',
  searchpage: 'search-page-layout',
};

export function layoutOf(
  template: string | null | undefined,
  map: Readonly<Record<string, Template>> = DEFAULT_TEMPLATES,
): Template {
  return map[(template ?? '').toLowerCase()] ?? 'fallback-layout';
}

/** The defaults with a configured map over them (keys lower-cased). */
export function templateMap(
  configured: Readonly<Record<string, Template>>,
): Readonly<Record<string, Template>> {
  const map: Record<string, Template> = { ...DEFAULT_TEMPLATES };
  for (const [name, layout] of Object.entries(configured)) map[name.toLowerCase()] = layout;
  return map;
}
