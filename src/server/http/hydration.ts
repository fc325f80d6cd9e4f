// Hydration waits for the first frame. Waku's bootstrap script imports the client entry as soon
// as it is parsed, and on a slow phone the hydration that follows keeps the main thread busy
// before the browser has painted anything: the server-rendered page, complete and usable
// without JavaScript, then appears seconds late. Starting the import after the first frame lets
// the page paint first; hydration follows a frame later. When Waku's bootstrap looks different
// (another version), the document is left as it is.
import type { Edit } from './document-edits.ts';

const HYDRATE_MARK = 'globalThis.__WAKU_HYDRATE__ = true;';
const ENTRY_IMPORT = /\bimport\(("\/[^"]+\.js")\)/g;

/** Where Waku's bootstrap import gets wrapped: the first entry import after its mark. */
export function bootstrapEdits(html: string): Edit[] {
  const mark = html.indexOf(HYDRATE_MARK);
  if (mark === -1) return [];
  ENTRY_IMPORT.lastIndex = mark + HYDRATE_MARK.length;
  const entry = ENTRY_IMPORT.exec(html);
  if (!entry) return [];
  return [
    { at: entry.index, remove: 0, text: 'requestAnimationFrame(() => setTimeout(() => ' },
    { at: entry.index + entry[0].length, remove: 0, text: '))' },
  ];
}

/**
 * The hydration JavaScript loads after the content. React puts a `<link rel="modulepreload">`
 * in the head for every client module the page uses. At their default (high) priority those
 * eight files compete with the stylesheets, the logo and the hero image on a slow connection,
 * and the first paint waits for bytes it does not need. At low priority the browser still
 * fetches them early (no waterfall when the import starts a frame after the first paint), but
 * after what the first paint needs. Only the head is touched: the body holds the RSC payload.
 */
const MODULE_PRELOAD = /<link(?=\s[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)/g;

/** Where ` fetchpriority="low"` goes: after `<link` of each module preload in the head. */
export function preloadEdits(html: string): Edit[] {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return [];
  const head = html.slice(0, headEnd);
  return [...head.matchAll(MODULE_PRELOAD)].map((m) => ({
    at: m.index + '<link'.length,
    remove: 0,
    text: ' fetchpriority="low"',
  }));
}
