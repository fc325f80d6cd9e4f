import { Agent, get, type AgentOptions, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FROM_CACHE, sleep } from '#tests/scale/harness.ts';
import type {
  CacheSource,
  NavigationResult,
  PublishResult,
  RequestKind,
  RequestPurpose,
  RequestResult,
} from './report.ts';
import type { Publish, Visit } from './trace.ts';

// The load generator of `npm run bench:day`: an open loop that starts each visit of the trace at
// its time, whatever the answers before it (a bounded number of requests in flight; one due
// while that many are open is shed and counted), and the editors' publishes with their
// publish-to-visible polls beside it.
//
// A visit is what a browser does on this site (Chromium, measured on the generated site): it
// loads the page (the document), then the site's runtime (NavigationEnhancer) prefetches the RSC
// payload of each link that comes into view, four at a time, once the page is idle; a click
// prefetches its link on hover, and Waku's router then uses that prefetch. Half the visitors are
// on a desktop, where the header's top bar and section menu are in view (links one level deep;
// the menus' deeper links stay hidden until opened), half on a phone, where the first three links
// of the page's main content are (the breadcrumb, mostly). Before each click the visitor scrolls
// to the link: it and the four main links after it come into view; after the navigation the new
// page's first three main links not asked for yet do. Each visit has its own kept-alive
// connections (at most six, a browser's limit per host).

/** What a browser sends for a page (nginx keys its cache on the encoding). */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
  'accept-language': 'da-DK,da;q=0.9',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

/**
 * What Chromium sends for the RSC payload of a client-side navigation or a prefetch (Waku 0.27's
 * router: `fetch(url)` with `X-Waku-Router-Skip`, the ids of the elements it holds already).
 */
const RSC_HEADERS = {
  accept: '*/*',
  'accept-encoding': 'br, gzip',
  'accept-language': 'da-DK,da;q=0.9',
  'user-agent': BROWSER_HEADERS['user-agent'],
};

/**
 * The RSC payload's address for a page, as Waku 0.27's router builds it: the path without its
 * trailing slash (`/` is `_root`, a leading `/_` doubled), `.txt`, and the page's query as the
 * `query` parameter (`?query=` when it has none).
 */
export function rscUrl(page: string): string {
  const url = new URL(page, 'http://x');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const encoded =
    path === '/' ? '_root' : path.startsWith('/_') ? `__${path.slice(2)}` : path.slice(1);
  return `/RSC/R/${encoded}.txt?${new URLSearchParams({ query: url.search.replace(/^\?/, '') })}`;
}

export type ReplayOptions = {
  /** Where visitors and the webhook go: nginx, or the one site process. */
  front: string;
  backend: string;
  visits: readonly Visit[];
  publishes: readonly Publish[];
  /** Requests before this are the warm-up: sent, not measured. */
  warmupMs: number;
  windowMs: number;
  inFlight: number;
  viewTimeoutMs: number;
  /** Whether a landed page prefetches the links in view (false: documents only, with no navigations). */
  prefetchInView: boolean;
  pollEveryMs: number;
  giveUpMs: number;
  /** Set: each publish also posts the webhook (POST /api/revalidate) through nginx. */
  revalidateToken: string | null;
  /**
   * Set: a webhook answered 503 or not at all is sent again after this (Umbraco's
   * `Umbraco:CMS:Webhook:Period`), until a 2xx or `giveUpMs`.
   */
  webhookRetryMs?: number;
  /** The page's current title at the backend, to change. */
  titleOf: (path: string) => string;
  /** Makes this run's titles its own. */
  tag: string;
  /** Called when the measured window opens and when it closes (CPU and backend snapshots). */
  atWindowStart: () => Promise<void>;
  atWindowEnd: () => Promise<void>;
};

export type ReplayResult = {
  landings: number;
  requests: RequestResult[];
  navigations: NavigationResult[];
  publishes: PublishResult[];
  pollRequests: number;
  lateness: number[];
};

/** The site's prefetch queue: at most this many payloads asked for at once per visitor. */
const PREFETCH_AT_ONCE = 4;
/** From the document's answer to the prefetch of the links in view (load, then idle). */
const IDLE_AFTER_LOAD_MS = 1_000;
/** The hover before a click: the link's prefetch starts this long before the click. */
const HOVER_MS = 150;
/** Links that come into view with the clicked one (after it), and on a new page. */
const IN_VIEW_AROUND_CLICK = 4;
const IN_VIEW_AFTER_NAVIGATION = 3;
const IN_VIEW_ON_PHONE = 3;

const sourceOf = (res: IncomingMessage): CacheSource =>
  FROM_CACHE.includes(String(res.headers['x-cache-status'] ?? ''))
    ? 'nginx'
    : res.headers['x-cache'] === 'HIT'
      ? 'app'
      : 'rendered';

type Answer =
  | { status: number; ttfbMs: number; source: CacheSource; body: (() => Buffer) | null }
  | { error: 'socket' | 'timeout' };

/** One GET: the time to its first byte (the answer's headers), its status and where it came from. */
function timedGet(
  url: string,
  agent: Agent | false,
  timeoutMs: number,
  keepBody: boolean,
  headers: Record<string, string> = BROWSER_HEADERS,
): Promise<Answer> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    let timedOut = false;
    const req = get(url, { agent, headers }, (res) => {
      const ttfbMs = performance.now() - t0;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => keepBody && chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ttfbMs,
          source: sourceOf(res),
          // Decoded when read: most prefetched payloads never are.
          body: keepBody
            ? () => decoded(Buffer.concat(chunks), res.headers['content-encoding'])
            : null,
        }),
      );
      res.on('error', () => resolve({ error: timedOut ? 'timeout' : 'socket' }));
    });
    req.setTimeout(timeoutMs, () => {
      timedOut = true;
      req.destroy(new Error('timeout'));
    });
    req.on('error', () => resolve({ error: timedOut ? 'timeout' : 'socket' }));
  });
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** A link the site's runtime routes client-side: a page of this site, not a file, tool or API. */
function routable(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/)[0]!;
  return path.endsWith('/') && !/^\/(?:_|api\/|RSC\/|assets\/|media\/)/.test(path);
}

const unique = (list: string[]) => [...new Set(list)];
const hrefsIn = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((m) => m[1]!.replaceAll('&amp;', '&')).filter(routable);

/**
 * A page's links: the header's and the main content's, in reading order. A document is cut at
 * `<header`, `<main` and its last `<footer`. An RSC payload has no such order (Flight writes a
 * row when its part is ready, the main content's before the element that holds it): its main
 * links are its links less one of each of the header's and the footer's (`chrome`, the same on
 * every page, from the document the visit landed on), in the payload's order.
 */
export function pageLinks(
  body: string,
  kind: RequestKind,
  chrome: readonly string[] = [],
): { header: string[]; main: string[]; chrome: string[] } {
  if (kind === 'html') {
    const part = (pattern: RegExp) => pattern.exec(body)?.[0] ?? '';
    const header = hrefsIn(part(/<header[\s>][\s\S]*?<\/header>/), /href="([^"]*)"/g);
    const footer = hrefsIn(
      part(/<footer[\s>](?![\s\S]*<footer[\s>])[\s\S]*?<\/footer>/),
      /href="([^"]*)"/g,
    );
    const main = hrefsIn(part(/<main[\s>][\s\S]*?<\/main>/), /href="([^"]*)"/g);
    return { header: unique(header), main: unique(main), chrome: [...header, ...footer] };
  }
  const left = new Map<string, number>();
  for (const href of chrome) left.set(href, (left.get(href) ?? 0) + 1);
  const main: string[] = [];
  // Elements' props (`"href":"/x/"`) and the markup some blocks carry as text (`href="/x/"`).
  for (const href of hrefsIn(body, /href(?:":"|=\\?")([^"\\]*)/g)) {
    const n = left.get(href) ?? 0;
    if (n > 0) left.set(href, n - 1);
    else main.push(href);
  }
  return { header: [], main: unique(main), chrome: [] };
}

/** The header links a desktop shows: the top bar and the section menu (one level deep). */
const desktopHeaderLinks = (header: string[]) =>
  header.filter((href) => href.split('?')[0]!.split('/').filter(Boolean).length <= 1);

/**
 * Visits every page once through nginx, a few at a time, as a browser would: the caches of a site
 * that has been up for a while. A page that fails is asked once more at the end, one at a time
 * (on a machine short of CPU the backend may time out now and then). Resolves with the pages that
 * did not answer 200 either time.
 */
export async function crawl(nginx: string, paths: readonly string[], concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const ok = async (path: string) => {
    const answer = await timedGet(`${nginx}${path}`, agent, 30_000, false);
    return 'status' in answer && answer.status === 200;
  };
  const failedOnce: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        if (!(await ok(path))) failedOnce.push(path);
      }
    }),
  );
  const failed: string[] = [];
  for (const path of failedOnce) if (!(await ok(path))) failed.push(path);
  agent.destroy();
  return failed;
}

/** The loopback address visit `index` comes from: 127.1.0.1 to 127.1.255.254, then again. */
export function visitorAddress(index: number): string {
  const host = index % (256 * 254);
  return `127.1.${Math.floor(host / 254)}.${(host % 254) + 1}`;
}

export async function replay(o: ReplayOptions): Promise<ReplayResult> {
  const requests: RequestResult[] = [];
  const navigations: NavigationResult[] = [];
  const lateness: number[] = [];
  const pending: Promise<unknown>[] = [];
  let open = 0;
  let landings = 0;
  let pollRequests = 0;
  const windowEnd = o.warmupMs + o.windowMs;

  const publishOne = async (publish: Publish, n: number): Promise<PublishResult> => {
    const marker = `(rettet ${o.tag}-${n})`;
    const t0 = performance.now();
    const changed = await fetch(`${o.backend}/__sample/publish`, {
      method: 'POST',
      body: JSON.stringify({ url: publish.path, title: `${o.titleOf(publish.path)} ${marker}` }),
      signal: AbortSignal.timeout(5_000),
    });
    if (changed.status !== 204) throw new Error(`/__sample/publish answered ${changed.status}`);
    const sendWebhook = async (token: string) => {
      const hook = await fetch(`${o.front}/api/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: publish.path }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      await hook?.body?.cancel();
      return hook?.status ?? 0;
    };
    // The webhook as Umbraco sends it (again while it answers 503, with --faults); visitors do
    // not wait for its answer, so the polls run beside it.
    const webhook = (async (): Promise<{ status: number | null; ms: number | null }> => {
      if (!o.revalidateToken) return { status: null, ms: null };
      let status = await sendWebhook(o.revalidateToken);
      const ms = performance.now() - t0;
      while (
        o.webhookRetryMs &&
        (status === 0 || status === 503) &&
        performance.now() - t0 < o.giveUpMs
      ) {
        await sleep(o.webhookRetryMs);
        status = await sendWebhook(o.revalidateToken);
      }
      return { status, ms };
    })();
    let visibleMs: number | null = null;
    for (;;) {
      const answer = await timedGet(`${o.front}${publish.path}`, false, 10_000, true);
      pollRequests++;
      const elapsed = performance.now() - t0;
      if ('body' in answer && answer.body?.().includes(marker)) {
        visibleMs = elapsed;
        break;
      }
      if (elapsed > o.giveUpMs) break;
      await sleep(o.pollEveryMs);
    }
    const { status, ms } = await webhook;
    return { path: publish.path, visibleMs, webhookStatus: status, webhookMs: ms };
  };

  const start = performance.now();
  const since = () => performance.now() - start;
  const inWindow = (at: number) => at >= o.warmupMs && at < windowEnd;
  const publishing = o.publishes.map(async (publish, n) => {
    await sleep(Math.max(0, publish.at - since()));
    return publishOne(publish, n + 1);
  });

  /** One request of a visit, within the in-flight bound, recorded when sent in the window. */
  const request = async (
    kind: RequestKind,
    purpose: RequestPurpose,
    url: string,
    agent: Agent,
    headers: Record<string, string>,
    expectNotFound: boolean,
    keepBody: boolean,
  ): Promise<Answer | { error: 'shed' }> => {
    const measured = inWindow(since());
    if (open >= o.inFlight) {
      if (measured) requests.push({ kind, purpose, error: 'shed' });
      return { error: 'shed' };
    }
    open++;
    const answer = await timedGet(url, agent, o.viewTimeoutMs, keepBody, headers);
    open--;
    if (measured) {
      requests.push(
        'error' in answer
          ? { kind, purpose, error: answer.error }
          : {
              kind,
              purpose,
              status: answer.status,
              ttfbMs: answer.ttfbMs,
              source: answer.source,
              expectNotFound,
            },
      );
    }
    return answer;
  };

  const runVisit = async (visit: Visit, index: number) => {
    // Each visitor from an address of its own (loopback has all of 127/8), as on a real day: the
    // per-address bounds of nginx and the site count visitors, not the load generator.
    const localAddress = visitorAddress(index);
    const agent = new Agent({ keepAlive: true, maxSockets: 6, localAddress } as AgentOptions);
    const phone = index % 2 === 1;
    // A visit that neither prefetches nor navigates reads nothing of its page: the load generator
    // shares the machine's cores with the sites, and decoding and scanning each landing (about
    // 1 ms) only made the sites' figures worse.
    const readsPage = o.prefetchInView || visit.navigations.length > 0;
    try {
      const landing = await request(
        'html',
        'landing',
        `${o.front}${visit.path}`,
        agent,
        BROWSER_HEADERS,
        visit.expectNotFound,
        readsPage,
      );
      if (!('status' in landing) || !landing.body) return;
      let page = visit.path;
      let links = pageLinks(landing.body().toString('utf8'), 'html');
      const chrome = links.chrome;
      /** What Waku's router holds (X-Waku-Router-Skip): the routes shown so far. */
      const shown = [page];
      const skip = () =>
        JSON.stringify([
          'root',
          'page:/[...page]',
          ...shown.map((p) => `route:${p.replace(/\/+$/, '') || '/'}`),
        ]);
      const rscHeaders = () => ({ ...RSC_HEADERS, 'x-waku-router-skip': skip() });
      // The prefetch queue: each link once per visit, four at a time.
      const asked = new Map<string, Promise<{ answer: Answer | { error: 'shed' }; at: number }>>();
      const seen = new Set<string>([page]);
      let active = 0;
      const waiting: (() => void)[] = [];
      const prefetch = (href: string) => {
        if (seen.has(href)) return;
        seen.add(href);
        asked.set(
          href,
          (async () => {
            while (active >= PREFETCH_AT_ONCE) await new Promise<void>((r) => waiting.push(r));
            active++;
            const answer = await request(
              'rsc',
              'prefetch',
              `${o.front}${rscUrl(href)}`,
              agent,
              rscHeaders(),
              false,
              true,
            );
            active--;
            waiting.shift()?.();
            return { answer, at: performance.now() };
          })(),
        );
      };
      await sleep(IDLE_AFTER_LOAD_MS);
      const inView = phone
        ? links.main.slice(0, IN_VIEW_ON_PHONE)
        : desktopHeaderLinks(links.header);
      if (o.prefetchInView) for (const href of inView) if (href !== page) prefetch(href);

      for (const navigation of visit.navigations) {
        if (navigation.at >= windowEnd) break;
        const choices = links.main.filter((href) => href !== page);
        const target = choices[Math.floor(navigation.pick * choices.length)];
        if (target === undefined) break;
        await sleep(Math.max(0, navigation.at - HOVER_MS - since()));
        // Scrolled to the link: it (hovered first) and the links after it come into view.
        const after = choices.slice(
          choices.indexOf(target) + 1,
          choices.indexOf(target) + 1 + IN_VIEW_AROUND_CLICK,
        );
        prefetch(target);
        for (const href of after) prefetch(href);
        await sleep(Math.max(0, navigation.at - since()));
        const measured = inWindow(navigation.at);
        const clicked = performance.now();
        const prefetched = asked.get(target);
        asked.delete(target);
        let answer: Answer | { error: 'shed' };
        let waitMs: number;
        if (prefetched) {
          const done = await prefetched;
          answer = done.answer;
          waitMs =
            'ttfbMs' in answer ? Math.max(0, done.at - clicked) : performance.now() - clicked;
        } else {
          answer = await request(
            'rsc',
            'navigation',
            `${o.front}${rscUrl(target)}`,
            agent,
            rscHeaders(),
            false,
            true,
          );
          waitMs = 'ttfbMs' in answer ? answer.ttfbMs : performance.now() - clicked;
        }
        const fine = 'status' in answer && answer.status === 200 && answer.body !== null;
        if (measured) {
          navigations.push(fine ? { waitMs, prefetched: Boolean(prefetched) } : { error: true });
        }
        if (!fine) return;
        page = target;
        shown.push(page);
        links = pageLinks(
          (answer as { body: () => Buffer }).body().toString('utf8'),
          'rsc',
          chrome,
        );
        for (const href of links.main
          .filter((h) => !seen.has(h))
          .slice(0, IN_VIEW_AFTER_NAVIGATION)) {
          prefetch(href);
        }
      }
      await Promise.all(asked.values());
    } finally {
      agent.destroy();
    }
  };

  let windowOpened = false;
  for (const [index, visit] of o.visits.entries()) {
    const wait = visit.at - since();
    if (wait > 0) await sleep(wait);
    if (!windowOpened && visit.at >= o.warmupMs) {
      windowOpened = true;
      await o.atWindowStart();
    }
    if (inWindow(visit.at)) {
      lateness.push(Math.max(0, since() - visit.at));
      landings++;
    }
    if (visit.at >= windowEnd) break;
    pending.push(runVisit(visit, index));
  }
  if (!windowOpened) await o.atWindowStart();
  await sleep(Math.max(0, windowEnd - since()));
  await o.atWindowEnd();
  await Promise.all(pending);
  const publishes = await Promise.all(publishing);
  return { landings, requests, navigations, publishes, pollRequests, lateness };
}
