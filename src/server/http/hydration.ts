// Hydration waits for the first frame. Waku's bootstrap script imports the client entry as soon
// as it is parsed, and on a slow phone the hydration that follows keeps the main thread busy
// before the browser has painted anything: the server-rendered page, complete and usable
// without JavaScript, then appears seconds late. Starting the import after the first frame lets
// the page paint first; hydration follows a frame later. When Waku's bootstrap looks different
// (another version), the document is left as it is.
const BOOTSTRAP_IMPORT =
  /(globalThis\.__WAKU_HYDRATE__ = true;[\s\S]*?)\bimport\(("\/[^"]+\.js")\)/;

export function hydrateAfterFirstPaint(html: string): string {
  return html.replace(
    BOOTSTRAP_IMPORT,
    (_, preamble: string, entry: string) =>
      `${preamble}requestAnimationFrame(() => setTimeout(() => import(${entry})))`,
  );
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

export function lowPriorityModulePreloads(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  return (
    html.slice(0, headEnd).replace(MODULE_PRELOAD, '<link fetchpriority="low"') +
    html.slice(headEnd)
  );
}
