// Pure rules of the browser runtime, kept apart so unit tests can cover them.
import { hasFileExtension } from '#src/shared/file-path.ts';

/** Cludo engine per customer: 1777 → 13699 without domain filter, 9671 → 14560, else 14179. */
export function cludoEngine(siteId: string): { engineId: number; domainFilter: boolean } {
  if (siteId === '1777') return { engineId: 13699, domainFilter: false };
  if (siteId === '9671') return { engineId: 14560, domainFilter: true };
  return { engineId: 14179, domainFilter: true };
}
export const CLUDO_TEMPLATE_VERSION = 3248;

/** Monsido document tracking: pdf, doc, xlsx in lower and upper case. */
const MONSIDO_DOCUMENT_EXTENSIONS = ['pdf', 'PDF', 'doc', 'DOC', 'xlsx', 'XLSX'];

export function monsidoConfig(token: string) {
  return {
    token,
    statistics: {
      enabled: true,
      documentTracking: {
        enabled: true,
        documentCls: 'monsido_download',
        documentIgnoreCls: 'monsido_ignore_download',
        documentExt: MONSIDO_DOCUMENT_EXTENSIONS,
      },
    },
  };
}

type Connection = { saveData?: boolean; effectiveType?: string } | undefined;

/** No prefetching on data-saver or 2g connections. */
export const prefetchAllowed = (connection: Connection) =>
  !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '');

/** At most `limit` tasks at once; the rest wait in order. Each key runs once. */
export function createPrefetchQueue(limit: number, run: (key: string) => Promise<unknown>) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let active = 0;
  const next = () => {
    while (active < limit && waiting.length) {
      const key = waiting.shift()!;
      active++;
      void run(key)
        .catch(() => undefined)
        .finally(() => {
          active--;
          next();
        });
    }
  };
  return {
    add(key: string) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(key);
      next();
    },
    get active() {
      return active;
    },
  };
}

const CHUNK_RELOAD_GUARD_MS = 10_000;

/** Whether a chunk-load failure on `path` may reload now: at most once per 10 s per path. */
export function mayReloadForChunk(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  path: string,
  now = Date.now(),
) {
  const key = `chunk-reload:${path}`;
  const last = Number(storage.getItem(key) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

export const isChunkLoadError = (message: string) =>
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  );

/** A link the client router may take over: same origin, a page (not a file), no target or modifier. */
export function isRoutableLink(
  anchor: HTMLAnchorElement,
  event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
  origin: string,
) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download') || anchor.dataset.noRouter !== undefined) return false;
  const url = new URL(anchor.href, origin);
  return url.origin === origin && isRouterPath(url.pathname);
}

/** A path the client router renders: a page, not a file, an API or another app's area. */
const isRouterPath = (pathname: string) =>
  !hasFileExtension(pathname) &&
  !/^\/(api|__login|__limbo|__tools|__demo|builds|media)(\/|$)/.test(pathname);

/**
 * Where a CMS redirect met in client navigation goes (ClientRedirect): a page of this site
 * through the router; a file, another site or an area the router does not render as a real
 * navigation; a target that is not http(s) (`javascript:` …) nowhere.
 */
export function clientRedirectOf(
  to: string,
  here: string,
): { router: `/${string}` } | { document: string } | null {
  let url: URL;
  try {
    url = new URL(to, here);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === new URL(here).origin && isRouterPath(url.pathname)) {
    return { router: `${url.pathname}${url.search}${url.hash}` as `/${string}` };
  }
  return { document: url.href };
}

/** What {@link canGoBackInSite} reads of the window. */
export type HistoryView = {
  navigation?: { currentEntry: { index: number } | null } | undefined;
  history: { length: number };
  document: { referrer: string };
  location: { origin: string };
};

/**
 * Whether `history.back()` stays on this site. The Navigation API lists only this origin's
 * entries, so any entry before the current one is ours; without it, a page opened from a link
 * on this site (same-origin referrer) with history behind it.
 */
export function canGoBackInSite({ navigation, history, document, location }: HistoryView) {
  const current = navigation?.currentEntry;
  if (current) return current.index > 0;
  if (history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}
