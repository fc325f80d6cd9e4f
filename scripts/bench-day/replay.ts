import { Agent, get, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FROM_CACHE, sleep } from '#tests/scale/harness.ts';
import type { CacheSource, PublishResult, ViewResult } from './report.ts';
import type { Publish, View } from './trace.ts';

// The load generator of `npm run bench:day`: an open loop that sends each view of the trace at
// its time, whatever the answers before it (a bounded number in flight; a view due while that
// many are open is shed and counted), and the editors' publishes with their publish-to-visible
// polls beside it.
//
// Each view and each poll goes on a connection of its own, as each visitor has their own: nginx
// holds a kept-alive connection until the background refresh a stale answer started is done
// (`proxy_cache_background_update`), so views sharing a pool of connections would wait for
// other visitors' refreshes, which no real visitor does.

/** What a browser sends for a page (nginx keys its cache on the encoding). */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
  'accept-language': 'da-DK,da;q=0.9',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

export type ReplayOptions = {
  nginx: string;
  backend: string;
  views: readonly View[];
  publishes: readonly Publish[];
  /** Views before this are the warm-up: sent, not measured. */
  warmupMs: number;
  windowMs: number;
  inFlight: number;
  viewTimeoutMs: number;
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
  views: ViewResult[];
  publishes: PublishResult[];
  pollRequests: number;
  lateness: number[];
};

const sourceOf = (res: IncomingMessage): CacheSource =>
  FROM_CACHE.includes(String(res.headers['x-cache-status'] ?? ''))
    ? 'nginx'
    : res.headers['x-cache'] === 'HIT'
      ? 'app'
      : 'rendered';

/** One GET: the time to its first byte (the answer's headers), its status and where it came from. */
function timedGet(
  url: string,
  agent: Agent | false,
  timeoutMs: number,
  keepBody: boolean,
): Promise<
  | { status: number; ttfbMs: number; source: CacheSource; body: Buffer | null }
  | { error: 'socket' | 'timeout' }
> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    let timedOut = false;
    const req = get(url, { agent, headers: BROWSER_HEADERS }, (res) => {
      const ttfbMs = performance.now() - t0;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => keepBody && chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ttfbMs,
          source: sourceOf(res),
          body: keepBody ? decoded(Buffer.concat(chunks), res.headers['content-encoding']) : null,
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

/**
 * Visits every page once through nginx, a few at a time, as a browser would: the caches of a site
 * that has been up for a while. Resolves with the pages that did not answer 200.
 */
export async function crawl(nginx: string, paths: readonly string[], concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const failed: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const answer = await timedGet(`${nginx}${path}`, agent, 30_000, false);
        if (!('status' in answer) || answer.status !== 200) failed.push(path);
      }
    }),
  );
  agent.destroy();
  return failed;
}

export async function replay(o: ReplayOptions): Promise<ReplayResult> {
  const views: ViewResult[] = [];
  const lateness: number[] = [];
  const pending: Promise<unknown>[] = [];
  let open = 0;
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
    let webhookStatus: number | null = null;
    const sendWebhook = async (token: string) => {
      const hook = await fetch(`${o.nginx}/api/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: publish.path }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      await hook?.body?.cancel();
      return hook?.status ?? 0;
    };
    if (o.revalidateToken && o.webhookRetryMs) {
      webhookStatus = await sendWebhook(o.revalidateToken);
      while (
        (webhookStatus === 0 || webhookStatus === 503) &&
        performance.now() - t0 < o.giveUpMs
      ) {
        await sleep(o.webhookRetryMs);
        webhookStatus = await sendWebhook(o.revalidateToken);
      }
    } else if (o.revalidateToken) {
      const hook = await fetch(`${o.nginx}/api/revalidate`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${o.revalidateToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ url: publish.path }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      webhookStatus = hook?.status ?? 0;
      await hook?.body?.cancel();
    }
    for (;;) {
      const answer = await timedGet(`${o.nginx}${publish.path}`, false, 10_000, true);
      pollRequests++;
      const elapsed = performance.now() - t0;
      if ('body' in answer && answer.body?.includes(marker)) {
        return { path: publish.path, visibleMs: elapsed, webhookStatus };
      }
      if (elapsed > o.giveUpMs) return { path: publish.path, visibleMs: null, webhookStatus };
      await sleep(o.pollEveryMs);
    }
  };

  const start = performance.now();
  const since = () => performance.now() - start;
  const publishing = o.publishes.map(async (publish, n) => {
    await sleep(Math.max(0, publish.at - since()));
    return publishOne(publish, n + 1);
  });

  let windowOpened = false;
  for (const view of o.views) {
    const wait = view.at - since();
    if (wait > 0) await sleep(wait);
    if (!windowOpened && view.at >= o.warmupMs) {
      windowOpened = true;
      await o.atWindowStart();
    }
    const measured = view.at >= o.warmupMs && view.at < windowEnd;
    if (measured) lateness.push(Math.max(0, since() - view.at));
    if (open >= o.inFlight) {
      if (measured) views.push({ error: 'shed' });
      continue;
    }
    open++;
    pending.push(
      timedGet(`${o.nginx}${view.path}`, false, o.viewTimeoutMs, false).then((answer) => {
        open--;
        if (!measured) return;
        views.push(
          'error' in answer
            ? answer
            : {
                status: answer.status,
                ttfbMs: answer.ttfbMs,
                source: answer.source,
                expectNotFound: view.expectNotFound,
              },
        );
      }),
    );
  }
  if (!windowOpened) await o.atWindowStart();
  await sleep(Math.max(0, windowEnd - since()));
  await o.atWindowEnd();
  await Promise.all(pending);
  const publishes = await Promise.all(publishing);
  return { views, publishes, pollRequests, lateness };
}
