import type { Site } from '../types.ts';
import type { Language } from '#src/shared/language.ts';
import type { Page } from '../cms/page-model.ts';
import { languageOf } from '../cms/reshape-language.ts';
import { absoluteUrl, pathOf } from './urls.ts';

// hreflang (decision 017). With `content.alternates` a page
// names itself in every language it exists in, plus `x-default`; without them only the roots of
// the site's cultures (`site.cultures`) name each other, since nothing else is known to match.

export type HreflangLink = { hreflang: Language | 'x-default'; href: string };

/** The site's default language: Danish when the site has it, else its first culture's. */
function defaultLanguage(site: Site, present: Language[]): Language | undefined {
  if (present.includes('da')) return 'da';
  const first = site.cultures.map((c) => c.language).find((l) => l && present.includes(l));
  return first ?? present[0];
}

/** Whether `path` is the root of one of the site's cultures (`/`, `/en/`, `/da/`). */
export function isCultureRoot(site: Site, path: string): boolean {
  const here = pathOf(path);
  return !!here && site.cultures.some((c) => pathOf(c.url) === here);
}

/**
 * The `<link rel="alternate" hreflang>` set of a page, absolute on `origin`: the page itself
 * (as its canonical address) in `language`, every other language it exists in, and `x-default`
 * for the default language's one. Empty when fewer than two languages are known.
 */
export function hreflangLinks(
  page: Page,
  site: Site,
  language: Language,
  canonical: string,
): HreflangLink[] {
  const origin = new URL(canonical).origin;
  const candidates: { language: Language | null; url: string }[] =
    page.alternates.length > 0
      ? page.alternates
      : isCultureRoot(site, page.path)
        ? site.cultures.map((c) => ({ language: c.language ?? languageOf(c.culture), url: c.url }))
        : [];
  const byLanguage = new Map<Language, string>([[language, canonical]]);
  for (const candidate of candidates) {
    if (!candidate.language || byLanguage.has(candidate.language)) continue;
    const href = absoluteUrl(candidate.url, origin);
    if (href) byLanguage.set(candidate.language, href);
  }
  if (byLanguage.size < 2) return [];
  const links: HreflangLink[] = [...byLanguage].map(([hreflang, href]) => ({ hreflang, href }));
  const fallback = defaultLanguage(site, [...byLanguage.keys()]);
  const xDefault = fallback && byLanguage.get(fallback);
  if (xDefault) links.push({ hreflang: 'x-default', href: xDefault });
  return links;
}
