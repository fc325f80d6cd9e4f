/**
 * Hydration waits for the first frame. Waku's bootstrap script imports the client entry as soon
 * as it is parsed, and on a slow phone the hydration that follows keeps the main thread busy
 * before the browser has painted anything: the server-rendered page, complete and usable
 * without JavaScript, then appears seconds late. Starting the import after the first frame lets
 * the page paint first; hydration follows a frame later. When Waku's bootstrap looks different
 * (another version), the document is left as it is.
 */
const BOOTSTRAP_IMPORT =
  /(globalThis\.__WAKU_HYDRATE__ = true;[\s\S]*?)\bimport\(("\/[^"]+\.js")\)/;

export function hydrateAfterFirstPaint(html: string): string {
  return html.replace(
    BOOTSTRAP_IMPORT,
    (_, preamble: string, entry: string) =>
      `${preamble}requestAnimationFrame(() => setTimeout(() => import(${entry})))`,
  );
}
