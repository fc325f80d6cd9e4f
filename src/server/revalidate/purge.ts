import { request } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { rscNavigationOf } from '../request/classify.ts';
import type { LogPosition } from './publish-log.ts';
import { PUBLISH_HEADER, publishHeaderValue } from './refresh-gate.ts';

// After a revalidation, nginx's shared cache is refreshed too (decision 019). nginx open source
// has no purge command; its `/__purge/` location (deploy/nginx.conf, loopback only) fetches the
// page from an instance past the cache (`proxy_cache_bypass`) and stores the answer under the
// page's own key. The key holds the encoding and the consent variant, so each page is asked for
// once per encoding and per common consent variant.

/** The encodings nginx keys on (its `$kommune_encoding`). */
const ENCODINGS = ['br', 'gzip', ''] as const;

/** Consent variants refreshed: none (`00000`), all refused (`00001`), all accepted (`11111`). */
const CONSENT_COOKIES = [
  null,
  consentCookie(['cookie_cat_necessary']),
  consentCookie([
    'cookie_cat_necessary',
    'cookie_cat_functional',
    'cookie_cat_statistic',
    'cookie_cat_marketing',
    'cookie_cat_unclassified',
  ]),
];

function consentCookie(approved: string[]): string {
  return `CookieInformationConsent=${encodeURIComponent(JSON.stringify({ consents_approved: approved }))}`;
}

const TIMEOUT_MS = 5_000;
const CONCURRENCY = 4;
/** At most this many pages are refreshed per revalidation (the rest expire on their own). */
const MAX_PAGES = 20;

/**
 * Where the publish is in the log (with REDIS_URL): sent along as X-Limbo-Publish, so only an
 * instance that has applied it answers the refresh (refresh-gate.ts); null without the log.
 */
export type PurgeTarget = { host: string; https: boolean; publish?: LogPosition | null };

/**
 * A refresh that got no answer or a 5xx (every instance nginx asked had not applied the publish,
 * or was out) is tried again after these pauses; then it is logged and left to expire.
 */
const RETRY_AFTER_MS = [1_000, 2_000, 4_000, 8_000];

/** No answer, refused (403: not from this machine) or 5xx. */
const failedStatus = (status: number) => status === 0 || status >= 500 || status === 403;

/** One refresh through nginx: its status, or 0 when it failed. */
function refresh(
  base: URL,
  path: string,
  target: PurgeTarget,
  encoding: string,
  cookie: string | null,
) {
  const url = new URL(`${base.pathname.replace(/\/+$/, '')}${encodeURI(path)}`, base);
  const headers: Record<string, string> = {
    host: target.host,
    'accept-encoding': encoding,
    ...(target.https ? { 'x-forwarded-proto': 'https' } : {}),
    ...(cookie ? { cookie } : {}),
    ...(target.publish ? { [PUBLISH_HEADER]: publishHeaderValue(target.publish) } : {}),
  };
  return new Promise<number>((resolve) => {
    const req = (url.protocol === 'https:' ? httpsRequest : request)(
      url,
      { method: 'GET', headers, timeout: TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(0));
    req.end();
  });
}

/**
 * Refreshes `paths` in nginx's cache when NGINX_PURGE_URL is set; answers whether it was
 * scheduled. Runs after the answer (the webhook does not wait for it) and logs one line.
 */
export function followWithNginx(paths: string[], target: PurgeTarget): boolean {
  const purgeUrl = getEnv().nginxPurgeUrl;
  if (!purgeUrl || paths.length === 0) return false;
  const base = new URL(purgeUrl);
  // Each page's document and its RSC payload (a client navigation's), kept like it.
  const targets = paths
    .slice(0, MAX_PAGES)
    .flatMap((path) => [path, rscNavigationOf(path) ?? []].flat());
  // The forms most visitors get first (brotli, no consent given yet) for every page, then the
  // rest: the first visitor after a publish is most likely to ask for one of those. The very
  // first (the named page's document) runs alone: its render is what a visitor waits for, and
  // it renders faster without three others beside it on the same two cores.
  const jobs = ENCODINGS.flatMap((encoding) =>
    CONSENT_COOKIES.flatMap((cookie) => targets.map((path) => ({ path, encoding, cookie }))),
  );
  // No pause before: an instance that has not applied the publish yet reads the log before it
  // answers, or says 503 and nginx asks the next one (refresh-gate.ts).
  setImmediate(() => {
    const started = performance.now();
    const statuses: number[] = [];
    let next = 0;
    let retried = 0;
    const worker = async (until: number) => {
      while (next < until) {
        const job = jobs[next++]!;
        let status = await refresh(base, job.path, target, job.encoding, job.cookie);
        for (const pause of RETRY_AFTER_MS) {
          if (status !== 0 && status < 500) break;
          retried++;
          await new Promise((r) => setTimeout(r, pause));
          status = await refresh(base, job.path, target, job.encoding, job.cookie);
        }
        statuses.push(status);
      }
    };
    void (async () => {
      if (jobs.length > CONCURRENCY) await worker(1);
      await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(jobs.length)));
    })().then(() => {
      const failed = statuses.filter(failedStatus).length;
      (failed ? log.warn : log.info).call(
        log,
        {
          pages: Math.min(paths.length, MAX_PAGES),
          requests: jobs.length,
          retried,
          failed,
          ms: Math.round(performance.now() - started),
        },
        'nginx cache refreshed after a revalidation',
      );
    });
  });
  return true;
}
