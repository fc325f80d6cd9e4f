import { log } from '../log.ts';
import { metrics } from '../http/metrics.ts';

/**
 * Pages served stale are rendered again after their answer, in this process, as nginx's
 * `proxy_cache_background_update` does: every visitor gets the kept copy at once, and a copy of
 * the first one's request goes through the pipeline (the server entry hands over its `fetch`)
 * to render the page and store it. No visitor waits for a page that was merely stale.
 */
type Renderer = (req: Request) => Promise<Response>;

let renderer: Renderer | null = null;
/** The cache keys being rendered again (at most MOST_AT_ONCE). */
const running = new Set<string>();

/** Background renders at once per process: more wait for a later visitor to ask again. */
export const MOST_AT_ONCE = 2;

/**
 * A request this module made: the only mark a background render carries is its class, which
 * nothing outside this module can make. A header could be sent by anyone; a copy of this
 * request (`new Request(req)`) is a plain Request again.
 */
class BackgroundRefresh extends Request {}

/** The pipeline's own `fetch` (server entry), through which background renders go. */
export function setBackgroundRenderer(render: Renderer | null): void {
  renderer = render;
}

/** Whether `req` is a background render this module started (the page cache step stores it). */
export const isBackgroundRefresh = (req: Request): boolean => req instanceof BackgroundRefresh;

/** The headers a visitor's request is copied without: its conditions, range and address. */
const LEFT_OUT = ['if-none-match', 'if-modified-since', 'if-range', 'range', 'x-forwarded-for'];

/**
 * Renders `req`'s page (kept under `key`) again in the background; false when no renderer is
 * set, the key is being rendered already, or MOST_AT_ONCE are under way (the kept copy is served
 * meanwhile either way). Never throws.
 */
export function refreshInBackground(
  req: Request,
  key: string,
  current?: () => Promise<boolean>,
): boolean {
  if (!renderer || running.has(key) || running.size >= MOST_AT_ONCE || req.method !== 'GET') {
    return false;
  }
  const headers = new Headers(req.headers);
  for (const name of LEFT_OUT) headers.delete(name);
  const copy = new BackgroundRefresh(req.url, { method: 'GET', headers });
  running.add(key);
  const started = performance.now();
  const render = renderer;
  // First whether what it was rendered from is still the same: then it is fresh again, unrendered.
  void stillCurrent(current)
    .then(async (same) => (same ? null : render(copy)))
    .then(async (res) => {
      if (!res) return;
      await res.body?.cancel();
      log.debug(
        {
          path: new URL(req.url).pathname.slice(0, 200),
          status: res.status,
          ms: Math.round(performance.now() - started),
        },
        'page rendered again in the background',
      );
    })
    .catch((err: unknown) => log.warn({ err }, 'background render failed; the kept copy stays'))
    .finally(() => running.delete(key));
  return true;
}

/**
 * Whether a stale page is current again (`current`: its backend answers asked again, unchanged,
 * and the page renewed); false when it cannot be checked or the check fails. Counted by result.
 */
export async function stillCurrent(current?: () => Promise<boolean>): Promise<boolean> {
  const same = current ? await current().catch(() => false) : false;
  metrics.backgroundChecks.inc({ result: same ? 'unchanged' : current ? 'changed' : 'unchecked' });
  return same;
}

/** Background renders under way (tests). */
export const backgroundRenders = (): number => running.size;
