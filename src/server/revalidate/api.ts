import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '../env.ts';
import { FormError, readBodyAtMost, readForm } from '../forms/forms.ts';
import { jsonResponse as json } from '../http/json-response.ts';
import { currentClientIp, isHttps, publicHost } from '../http/proxy.ts';
import { log } from '../log.ts';
import { createLoginLimiter } from '../tools/rate-limit.ts';
import { readSession } from '../tools/session.ts';
import { memoryStore, toolsStore } from '../tools/store.ts';
import { revalidate } from './bus.ts';
import { followWithNginx } from './purge.ts';
import { pagePathOf, parseRevalidateBody } from './targets.ts';

/** The largest webhook body read (methods.ts refuses a larger declared one before this). */
const MAX_REVALIDATE_BODY_BYTES = 16 * 1024;

/** Where the page inspector lives, and the form's own endpoint (no bearer token: the session). */
const INSPECTOR_PATH = '/__limbo/page-inspector/';
export const INSPECTOR_REVALIDATE_PATH = '/api/_limbo/revalidate';

/**
 * Every revalidation counts, per client address (30 a minute) and over all addresses (100 a
 * minute): enough for a "publish with descendants", not for a flood. The counts live in the
 * tools store (Redis with REDIS_URL, decision 015); when it is unreachable, in this process.
 */
const LIMITS = {
  client: { max: 30, windowMs: 60_000 },
  user: { max: 100, windowMs: 60_000 },
};
const sharedLimiter = createLoginLimiter(toolsStore, LIMITS);
const localStore = memoryStore({ maxEntries: 1_000 });
const localLimiter = createLoginLimiter(() => localStore, LIMITS);

/** Seconds to wait, or 0; counts this request. Never throws. */
async function limited(ip: string, name: string): Promise<number> {
  try {
    const { seconds } = await sharedLimiter.retryAfter(ip, name);
    if (seconds === 0) await sharedLimiter.fail(ip, name);
    return seconds;
  } catch (err) {
    log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'revalidation limit counted in this process: the shared store is unreachable',
    );
    const { seconds } = await localLimiter.retryAfter(ip, name);
    if (seconds === 0) await localLimiter.fail(ip, name);
    return seconds;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>` against the configured token, in constant time. */
export function bearerMatches(header: string | null, token: string): boolean {
  const given = /^Bearer +([\x21-\x7e]{1,1024})$/i.exec(header?.trim() ?? '')?.[1] ?? '';
  // Equal-length digests: the comparison takes the same time whatever was sent.
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/** The body as text, at most MAX_REVALIDATE_BODY_BYTES (else null: 413). */
const readBody = async (req: Request) =>
  (await readBodyAtMost(req, MAX_REVALIDATE_BODY_BYTES))?.toString('utf8') ?? null;

/**
 * `POST /api/revalidate` (decision 019): `Authorization: Bearer <REVALIDATE_TOKEN>` and
 * `{ "url": "/path/" }`, `{ "urls": [...] }` or Umbraco's content-published webhook payload.
 */
export async function handleRevalidatePost(req: Request): Promise<Response> {
  const { revalidateToken } = getEnv();
  if (!revalidateToken) return json({ error: 'not found' }, 404);
  const ip = currentClientIp() ?? 'unknown';
  const wait = await limited(ip, 'revalidate');
  if (wait > 0) {
    log.warn({ retryAfter: wait }, 'revalidation rate-limited');
    return json({ error: 'rate-limited', retryAfter: wait }, 429, { 'retry-after': String(wait) });
  }
  if (!bearerMatches(req.headers.get('authorization'), revalidateToken)) {
    const sent = req.headers.has('authorization');
    log.warn({ tokenSent: sent }, 'revalidation refused: no valid token');
    return json({ error: sent ? 'invalid token' : 'token required' }, 401, {
      'www-authenticate': sent
        ? 'Bearer realm="revalidate", error="invalid_token"'
        : 'Bearer realm="revalidate"',
    });
  }
  const text = await readBody(req);
  if (text === null) {
    log.warn('revalidation body too large');
    return json({ error: `body over ${MAX_REVALIDATE_BODY_BYTES} bytes` }, 413);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json({ error: 'the body is not JSON' }, 400);
  }
  const parsed = parseRevalidateBody(body);
  if ('problem' in parsed) {
    log.info({ problem: parsed.problem }, 'revalidation refused: bad body');
    return json({ error: parsed.problem }, 400);
  }
  const event = req.headers.get('umb-webhook-event')?.slice(0, 100) ?? null;
  const { dropped, delivery } = await revalidate(parsed);
  const nginx = followWithNginx(dropped.paths, { host: publicHost(req), https: isHttps(req) });
  log.info({ event, paths: parsed.paths, ids: parsed.ids, delivery }, 'revalidation');
  return json({
    ok: true,
    named: parsed.paths,
    ids: parsed.ids,
    dropped,
    delivery,
    nginx: nginx ? 'refreshing' : 'off',
  });
}

const page = (status: number, title: string, text: string, back: string) =>
  new Response(
    `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="${back}">Tilbage til sideinspektøren</a></p></main></body></html>`,
    {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    },
  );

/**
 * `POST /api/_limbo/revalidate`: the page inspector's button, a plain form post by the signed-in
 * site builder (the session and a same-origin check, no bearer token); 303 back to the inspector.
 */
export async function handleInspectorRevalidate(req: Request): Promise<Response> {
  let form: URLSearchParams;
  try {
    form = await readForm(req, 4096);
  } catch (err) {
    if (!(err instanceof FormError)) throw err;
    const text =
      err.status === 403
        ? 'Afvist: formularen kom ikke fra dette site.'
        : 'Formularen kunne ikke læses.';
    return page(err.status, 'Genindlæsning afvist', text, INSPECTOR_PATH);
  }
  const session = await readSession(req.headers.get('cookie'));
  if (!session) {
    return page(
      401,
      'Log ind først',
      'Du skal være logget ind for at genindlæse en side.',
      `/__login/?returnUrl=${encodeURIComponent(INSPECTOR_PATH)}`,
    );
  }
  const parsed = pagePathOf(form.get('url'));
  if ('problem' in parsed) {
    return page(
      400,
      'Adressen kan ikke bruges',
      `Adressen blev afvist (${parsed.problem}).`,
      INSPECTOR_PATH,
    );
  }
  const wait = await limited(currentClientIp() ?? 'unknown', `inspector:${session.user.name}`);
  if (wait > 0) {
    const res = page(
      429,
      'For mange genindlæsninger',
      `Prøv igen om ${wait} sekunder.`,
      INSPECTOR_PATH,
    );
    res.headers.set('retry-after', String(wait));
    return res;
  }
  const { dropped, delivery } = await revalidate({ paths: [parsed.path], ids: [] });
  followWithNginx(dropped.paths, { host: publicHost(req), https: isHttps(req) });
  log.info(
    { user: session.user.name, path: parsed.path, delivery },
    'revalidation from the page inspector',
  );
  const back = `${INSPECTOR_PATH}?${new URLSearchParams({ url: parsed.path, revalidated: String(dropped.backend + dropped.page) })}`;
  return new Response(null, {
    status: 303,
    headers: { location: back, 'cache-control': 'no-store' },
  });
}
