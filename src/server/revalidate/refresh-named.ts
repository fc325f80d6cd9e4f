import { refreshInBackground } from '../cache/background-refresh.ts';
import { pageKeyParts } from '../cache/page-keys.ts';
import { RSC_PREFIX } from '../request/classify.ts';
import { anyConsentVariant, cacheVariantOf } from '../request/personal.ts';
import { refreshedByNginx } from './nginx.ts';

/**
 * After a publish drops a named page, this process renders its document again at once, as
 * nginx's refresh does behind nginx (purge.ts): the first visitor after the publish finds the new
 * page kept instead of waiting for its backend call and render. Only the form most visitors ask
 * for is rendered: the document without a query, for a visitor with no cookie (the no-consent
 * variant, or the one every consent choice shares), with `Accept-Encoding: br, gzip`. Other
 * variants and the RSC payloads are rendered when asked. Behind nginx its refresh does this, so
 * this process does not render twice. Returns how many renders it started (at most the
 * background renders' own bound).
 */
export function refreshNamedPages(droppedKeys: readonly string[]): number {
  if (refreshedByNginx()) return 0;
  const plain = cacheVariantOf(null);
  if (plain === null) return 0;
  const wanted = new Set([plain, anyConsentVariant(plain)]);
  let started = 0;
  const seen = new Set<string>();
  for (const key of droppedKeys) {
    const { origin, path, search, variant } = pageKeyParts(key);
    if (search !== '' || !path.startsWith('/') || path.startsWith(RSC_PREFIX)) continue;
    if (!wanted.has(variant) || seen.has(`${origin}${path}`)) continue;
    seen.add(`${origin}${path}`);
    let url: URL;
    try {
      url = new URL(path, origin);
    } catch {
      continue;
    }
    const req = new Request(url, {
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    if (refreshInBackground(req, key)) started++;
  }
  return started;
}
