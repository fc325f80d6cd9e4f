import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { metrics } from '../metrics.ts';
import { rawPageAnswerSchema, type RawPageAnswer } from './schemas.ts';

/** The one module that calls the content backend. */

export type Part = 'site' | 'content' | 'navigation';

export type PageCall = {
  /** Decoded page path with its trailing slash, e.g. `/børn/`. */
  path: string;
  /** The visitor's query, passed on except for the names the app owns. */
  query?: URLSearchParams;
  /** Omitted means all parts. */
  parts?: Part[];
  appHost: string;
  cookie?: string | null;
  noCache?: boolean;
  signal?: AbortSignal;
};

export type BackendFailure = 'unreachable' | 'timeout' | 'malformed' | 'status';

export class BackendError extends Error {
  constructor(
    readonly failure: BackendFailure,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

/** Query names the app sets itself; a visitor cannot override them. */
const OWNED = new Set([
  'appHost',
  'navContext',
  'navLevels',
  'url',
  'parts',
  'cache',
  'overwrite-lang',
]);

export function pageCallUrl(call: PageCall): URL {
  const { cmsApiUrl } = getEnv();
  const url = new URL(`${cmsApiUrl}/umbraco/api/spa/getdata/`);
  const q = url.searchParams;
  q.set('appHost', call.appHost);
  q.set('navContext', 'false');
  q.set('navLevels', '2');
  q.set('url', call.path);
  if (call.parts?.length) q.set('parts', call.parts.join(','));
  if (call.noCache) q.set('cache', 'false');
  for (const [name, value] of call.query ?? []) {
    if (!OWNED.has(name)) q.append(name, value);
  }
  return url;
}

/**
 * Makes the page call and validates the answer. Any HTTP status with a JSON body is read the
 * same way, because `meta.code` is authoritative.
 */
export async function callPage(call: PageCall): Promise<RawPageAnswer> {
  const started = performance.now();
  try {
    const answer = await callPageOnce(call);
    metrics.backendDuration.observe({ outcome: 'ok' }, (performance.now() - started) / 1000);
    return answer;
  } catch (err) {
    const failure = err instanceof BackendError ? err.failure : 'unreachable';
    metrics.backendDuration.observe({ outcome: failure }, (performance.now() - started) / 1000);
    metrics.backendErrors.inc({ failure });
    throw err;
  }
}

async function callPageOnce(call: PageCall): Promise<RawPageAnswer> {
  const env = getEnv();
  const url = pageCallUrl(call);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.cookie) headers.cookie = call.cookie;
  if (env.cmsApiKey) headers['x-api-key'] = env.cmsApiKey;

  const timeout = AbortSignal.timeout(env.cmsTimeoutMs);
  const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
  const started = performance.now();
  let res: Response;
  let body: string;
  try {
    res = await fetch(url, { headers, signal, redirect: 'manual' });
    body = await res.text();
  } catch (err) {
    const ms = Math.round(performance.now() - started);
    if (timeout.aborted) {
      log.error({ url: url.pathname, ms }, 'backend call timed out');
      throw new BackendError('timeout', `backend did not answer within ${env.cmsTimeoutMs} ms`);
    }
    const cause =
      err instanceof Error
        ? ((err.cause as Error | undefined)?.message ?? err.message)
        : String(err);
    log.error({ url: url.pathname, ms, cause }, 'backend unreachable');
    throw new BackendError('unreachable', `backend unreachable: ${cause}`);
  }
  const ms = Math.round(performance.now() - started);

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    if (!res.ok) {
      log.error({ status: res.status, ms }, 'backend answered an error without JSON');
      throw new BackendError('status', `backend answered HTTP ${res.status}`, res.status);
    }
    log.error(
      { status: res.status, ms, bodyStart: body.slice(0, 80) },
      'backend answer is not JSON',
    );
    throw new BackendError('malformed', 'backend answer is not JSON');
  }
  const parsed = rawPageAnswerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    log.error(
      { status: res.status, ms, path: issue?.path.join('.'), problem: issue?.message },
      'backend answer does not match the contract',
    );
    throw new BackendError('malformed', 'backend answer does not match the contract');
  }
  log.debug(
    { status: res.status, code: parsed.data.meta.code, ms, parts: call.parts },
    'backend page call',
  );
  return parsed.data;
}

/** Readiness: the backend answers a site-only call with valid JSON. */
export async function backendIsReachable(): Promise<boolean> {
  try {
    await callPage({
      path: '/',
      parts: ['site'],
      appHost: getEnv().appHost ?? 'localhost',
      signal: AbortSignal.timeout(2000),
    });
    return true;
  } catch {
    return false;
  }
}

/** POSTs JSON to a backend endpoint (feedback, subscriptions); answers status and parsed body. */
export async function postToBackend(
  path: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const env = getEnv();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (env.cmsApiKey) headers['x-api-key'] = env.cmsApiKey;
  const started = performance.now();
  try {
    const res = await fetch(`${env.cmsApiUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(env.cmsTimeoutMs),
      redirect: 'manual',
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    log.info(
      { path, status: res.status, ms: Math.round(performance.now() - started) },
      'backend post',
    );
    return { status: res.status, json };
  } catch (err) {
    const failure = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable';
    log.error({ path, failure }, 'backend post failed');
    throw new BackendError(failure, `backend post ${failure}`);
  }
}
