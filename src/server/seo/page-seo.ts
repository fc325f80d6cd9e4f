import type { Site } from '../types.ts';
import type { Language } from '#src/shared/language.ts';
import type { Page } from '../cms/page-model.ts';
import { hreflangLinks, type HreflangLink } from './alternates.ts';
import { jsonLdFor, serializeJsonLd } from './json-ld.ts';

// What a page tells search engines depends on its answer (page and site), the language it is
// shown in and its canonical address, nothing else. A cached answer is the same object on every
// request (page.ts `reshapedAnswer`) and is never changed in place (decision 024), so this is
// worked out once per answer and address instead of on every render.

export type PageSeo = {
  /** `<link rel="alternate" hreflang>` (alternates.ts). */
  alternates: HreflangLink[];
  /** Each JSON-LD object (json-ld.ts) as its script carries it. */
  jsonLd: { type: string; json: string }[];
};

/** Addresses kept per answer: a list or search page has one per query, the oldest goes first. */
const ADDRESSES_PER_ANSWER = 16;
// hreflang and JSON-LD cost 0.1–0.2 ms a render: made once per shared, never-changed page.
const memo = new WeakMap<Page, { site: Site; byAddress: Map<string, PageSeo> }>();

/** The hreflang alternates and JSON-LD of an indexed page, made once per answer and address. */
export function pageSeoOf(page: Page, site: Site, language: Language, canonical: string): PageSeo {
  let entry = memo.get(page);
  if (!entry || entry.site !== site) memo.set(page, (entry = { site, byAddress: new Map() }));
  const key = `${language} ${canonical}`;
  let seo = entry.byAddress.get(key);
  if (!seo) {
    seo = {
      alternates: hreflangLinks(page, site, language, canonical),
      jsonLd: jsonLdFor({ page, site, language, canonical }).map((data) => ({
        type: String(data['@type']),
        json: serializeJsonLd(data),
      })),
    };
    if (entry.byAddress.size >= ADDRESSES_PER_ANSWER) {
      entry.byAddress.delete(entry.byAddress.keys().next().value!);
    }
    entry.byAddress.set(key, seo);
  }
  return seo;
}
