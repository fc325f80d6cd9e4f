import recordedAnswer from '../fixtures/real-answers/limbo-citi-front-page.json' with { type: 'json' };
import { generatedSite, samplePagesOf } from '../fixtures/generated-site.ts';
import { pages } from '../fixtures/pages.ts';
import { siteDa, siteDe, siteEn } from '../fixtures/site.ts';
import { searchPages } from './search-pages.ts';

// The sample's content, read by every endpoint: its pages by path and by node id, its sites, and
// the answer recorded from a real Limbo site.

export type Culture = 'da' | 'en' | 'de';
export type Content = Record<string, unknown> & {
  id: number;
  key: string;
  list?: { limit: number; [extra: string]: unknown } | null;
};
type Redirect = { url: string; permanent: boolean };
export type Entry =
  | { culture: Culture; content: Content }
  | { redirect: { code: number; redirect: string } }
  | { redirectGeneric: Redirect }
  | { redirectTeapot: Redirect };

/**
 * `SAMPLE_SITE=generated`: the generated municipality of SAMPLE_PAGES pages (default 2,400;
 * mocks/fixtures/generated-site.ts) laid over the sample: its pages replace the sample's at the
 * same paths, and the Danish site data (menus, footer) is its own. Read once, at start.
 */
export const generated =
  process.env.SAMPLE_SITE === 'generated'
    ? generatedSite({ pages: samplePagesOf(process.env.SAMPLE_PAGES) })
    : null;

export const entries = { ...pages, ...searchPages, ...generated?.pages } as Record<string, Entry>;
// Each page once: a URL alias (`/p-tilladelse/`) is the same entry at a second path, and a search
// index holds the page, not its aliases.
export const contentEntries = [...new Set(Object.values(entries))].filter(
  (entry): entry is { culture: Culture; content: Content } => 'content' in entry,
);
/** Each page by its node id (the first entry with that id, as a search through the list finds it). */
export const entryById = new Map<number, { culture: Culture; content: Content }>();
for (const entry of contentEntries)
  if (!entryById.has(entry.content.id)) entryById.set(entry.content.id, entry);
export const sites = { da: generated?.site ?? siteDa, en: siteEn, de: siteDe };

/** The answer recorded from a real Limbo "citi" site, served verbatim for url=/da/forside/. */
export const REAL_ANSWER_PATH = '/da/forside/';
export const realAnswer = recordedAnswer as Record<string, unknown> & {
  siteKey: string;
  pageKey: string;
};

export const cultureOfPath = (path: string): Culture =>
  path.startsWith('/en/') ? 'en' : path.startsWith('/de/') ? 'de' : 'da';
