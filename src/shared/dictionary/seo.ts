import type { Section } from './section.ts';

/** Strings for search engines and feed readers: the feed of a list page. */
const da = {
  'seo.feedTitle': '{title} – RSS-feed',
  'seo.feedLink': 'Følg listen med RSS',
};

const en: Section<typeof da> = {
  'seo.feedTitle': '{title} – RSS feed',
  'seo.feedLink': 'Follow this list by RSS',
};

const de: Section<typeof da> = {
  'seo.feedTitle': '{title} – RSS-Feed',
  'seo.feedLink': 'Diese Liste per RSS abonnieren',
};

export const seo = { da, en, de };
