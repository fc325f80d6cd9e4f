import { languageOf } from '../cms/reshape-language.ts';
import type { Site } from '../types.ts';
import { isThemeAlias, themes } from '#src/styles/themes.ts';
import { publicPageUrl, type DiscoveryHost } from './host.ts';

/** The icon set in public/icons/, made from public/favicon.svg by `scripts/make-icons.ts`. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
] as const;

/** Home-screen labels are cut at about 12 characters: the name, or its first word. */
export function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.length >= 3 && first.length <= 12 ? first : `${name.slice(0, 11)}…`;
}

/** The colours of the site's theme: the header's canvas, as the browser's bar around it. */
export function themeColorOf(themeAlias: string): string {
  return (isThemeAlias(themeAlias) ? themes[themeAlias] : themes.default).siteSettings.colors
    .canvas;
}

/** The web app manifest of this host's site (https://www.w3.org/TR/appmanifest/). */
export function webManifest(site: Site, host: DiscoveryHost) {
  const name = site.name?.trim() || new URL(host.origin).hostname;
  const start = (site.url && publicPageUrl(site.url, host)) || `${host.origin}/`;
  const color = themeColorOf(site.themeAlias);
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    lang: languageOf(site.culture) ?? 'da',
    dir: 'ltr',
    start_url: new URL(start).pathname,
    scope: '/',
    display: 'minimal-ui',
    theme_color: color,
    background_color: color,
    icons: MANIFEST_ICONS,
  };
}
