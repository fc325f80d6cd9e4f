import type { PublicConfig } from '../public-config.ts';

/**
 * The app's own routes (tools, login, demos): who may see them and behind which public-config flag.
 * The pipeline applies this table to HTML and RSC requests alike.
 */
export type ToolRoute = {
  path: string;
  /** Needs a valid `__limbo-authenticated` session. */
  auth?: boolean;
  /** Answers 404 while this public-config setting is off. */
  flag?: 'showStageDemo' | 'themeTesting';
  title: string;
};

/** The one place a tools page's title is written: the tools index and the page both read it. */
const routeTable = [
  { path: '/__login', title: 'Log ind' },
  { path: '/__limbo', auth: true, title: 'Limbo – værktøjer' },
  { path: '/__limbo/components-overview', auth: true, title: 'Komponentoversigt' },
  { path: '/__limbo/configuration-overview', auth: true, title: 'Konfigurationsoversigt' },
  { path: '/__limbo/citi-docs', auth: true, title: 'Komponentoversigt (citi-docs)' },
  { path: '/__limbo/chatbot-test', auth: true, title: 'Testside for kommunens chatbot' },
  { path: '/__limbo/page-inspector', auth: true, title: 'Sideinspektør' },
  { path: '/__limbo/content-check', auth: true, title: 'Indholdstjek' },
  { path: '/__tools/frontend-dictionary', title: 'Ordbog' },
  { path: '/__tools/theme-playground', auth: true, flag: 'themeTesting', title: 'Temavælger' },
  {
    path: '/__tools/color-list-playground',
    auth: true,
    flag: 'showStageDemo',
    title: 'Farveliste',
  },
  {
    path: '/__tools/typography-playground',
    auth: true,
    flag: 'showStageDemo',
    title: 'Typografi',
  },
  { path: '/__demo/muni-test', title: 'Demo: kommunens komponenter' },
  { path: '/__demo/kultunaut-list', flag: 'showStageDemo', title: 'Kultunaut: arrangementer' },
  { path: '/__demo/kultunaut-page', flag: 'showStageDemo', title: 'Kultunaut: arrangement' },
  { path: '/__demo/kultunaut-block-wide', flag: 'showStageDemo', title: 'Kultunaut: blok, bred' },
  {
    path: '/__demo/kultunaut-block-with-aside',
    flag: 'showStageDemo',
    title: 'Kultunaut: blok med sidekolonne',
  },
  {
    path: '/__demo/kultunaut-fellowship-list',
    flag: 'showStageDemo',
    title: 'Kultunaut: foreninger',
  },
  {
    path: '/__demo/kultunaut-fellowship-page',
    flag: 'showStageDemo',
    title: 'Kultunaut: forening',
  },
] as const satisfies readonly ToolRoute[];
export const toolRoutes: readonly ToolRoute[] = routeTable;

/** A tools page's route path, as the table spells it. */
export type ToolPath = (typeof routeTable)[number]['path'];

/** The title of a tools page (its heading, and the tools index's link text). */
export function toolTitle(path: ToolPath): string {
  return toolRoutes.find((r) => r.path === path)?.title ?? path;
}

/** Alias paths: the same page at a second, shorter address. */
export const aliasRoutes: Record<string, string> = {
  '/kultunaut-block-wide': '/__demo/kultunaut-block-wide',
  '/kultunaut-block-with-aside': '/__demo/kultunaut-block-with-aside',
  '/kultunaut-demo-list': '/__demo/kultunaut-list',
  '/kultunaut-demo-page': '/__demo/kultunaut-page',
  '/color-list-playground': '/__tools/color-list-playground',
  '/theme-playground': '/__tools/theme-playground',
};

/** The tool route a route path (without trailing slash) belongs to, following aliases. */
export function toolRouteOf(routePath: string): ToolRoute | undefined {
  const path = routePath.length > 1 ? routePath.replace(/\/+$/, '') : routePath;
  const target = aliasRoutes[path] ?? path;
  return (
    toolRoutes.find((r) => r.path === target) ??
    // Anything else under /__limbo is protected too, even if it does not exist.
    (target.startsWith('/__limbo/') ? { path: target, auth: true, title: '' } : undefined)
  );
}

export const isFlagOn = (route: ToolRoute, config: PublicConfig) =>
  !route.flag || config[route.flag];
