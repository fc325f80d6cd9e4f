import { Feed, type Item } from 'feed';
import sanitizeHtml from 'sanitize-html';
import type { ListItem } from '../types.ts';
import type { Language } from '#src/shared/language.ts';
import { absoluteUrl, isoValue } from './urls.ts';

// The RSS 2.0 feed of a list page (decision 017), built with the `feed` package. The feed of
// `/nyheder/` lives at `/nyheder/feed.xml`: a page path always ends in a slash and a file never
// does, so no page can shadow a feed or the other way round.

const FEED_FILE = 'feed.xml';
/** The newest items a feed carries (a list may have thousands). */
export const FEED_MAX_ITEMS = 50;
export const FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

/** The list page a feed path belongs to (`/nyheder/feed.xml` → `/nyheder/`), or null. */
export function listPathOfFeed(routePath: string): string | null {
  if (!routePath.endsWith(`/${FEED_FILE}`)) return null;
  return routePath.slice(0, -FEED_FILE.length);
}

/** The feed address of a list page, absolute on `origin`. */
export function feedUrlOf(pagePath: string, origin: string): string {
  const path = pagePath.endsWith('/') ? pagePath : `${pagePath}/`;
  return new URL(`${path}${FEED_FILE}`, origin).href;
}

// Characters XML 1.0 cannot carry at all, escaped or not: one would make the whole feed
// unreadable.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Plain text of a backend field: tags removed with what they hold for scripts and styles,
 * entities decoded, characters XML cannot carry dropped, whitespace collapsed.
 */
export function plainText(value: string | null | undefined): string {
  if (!value) return '';
  const escaped = sanitizeHtml(value.replace(NOT_XML, ''), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return escaped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Text for an item's title or description. RSS readers read these as HTML, so `&`, `<` and `>`
 * are escaped (they show as the characters they are, never as markup). The `feed` package puts
 * them in CDATA, which `]]>` cannot end since `>` is escaped.
 */
function feedItemText(value: string | null | undefined): string {
  return plainText(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export type FeedInput = {
  /** The list page's title. */
  title: string;
  description: string | null;
  /** The list page's address (absolute). */
  link: string;
  /** The feed's own address (absolute). */
  self: string;
  language: Language;
  /** When the list page last changed, if the backend says. */
  updated: string | null;
  items: ListItem[];
  /** The public origin items' paths are made absolute on. */
  origin: string;
};

/** The RSS 2.0 document. Items without a usable address are left out; at most FEED_MAX_ITEMS. */
export function buildRss(input: FeedInput): { xml: string; items: number } {
  const items: Item[] = [];
  const seen = new Set<string>();
  for (const item of input.items) {
    if (items.length >= FEED_MAX_ITEMS) break;
    const link = absoluteUrl(item.url, input.origin);
    if (!link || seen.has(link)) continue;
    seen.add(link);
    const date = isoValue(item.date);
    const entry: Omit<Item, 'date'> & { date?: Date } = {
      title: feedItemText(item.name) || link,
      link,
      id: link,
      description: feedItemText(item.teaser) || undefined,
      ...(date ? { date: new Date(date.time) } : {}),
    };
    // An item without a date has no pubDate (the package leaves it out when `date` is absent).
    items.push(entry as Item);
  }
  const times = [
    isoValue(input.updated)?.time,
    ...items.map((item) => (item.date as Date | undefined)?.getTime()),
  ].filter((t): t is number => t !== undefined);
  const feed = new Feed({
    // The channel's fields are XML text, which the package escapes itself.
    title: plainText(input.title) || input.link,
    description: plainText(input.description) || undefined,
    id: input.link,
    link: input.link,
    language: input.language,
    feedLinks: { rss: input.self },
    // The newest date known, so the same list gives the same bytes (and ETag) every time.
    updated: times.length > 0 ? new Date(Math.max(...times)) : new Date(0),
    generator: false,
  });
  for (const item of items) feed.addItem(item);
  return { xml: feed.rss2(), items: items.length };
}
