import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '../env.ts';
import { readBodyAtMost } from '../forms/forms.ts';
import { jsonResponse as json } from '../http/json-response.ts';
import { currentClientIp, isHttps, publicHost } from '../http/proxy.ts';
import { addressKey, rateLimit } from '../http/rate-limits.ts';
import { log } from '../log.ts';
import { readToolsPost, toolsNotice } from '../auth/tools-post.ts';
import { revalidate, type Revalidated } from './revalidate.ts';
import { refreshedByNginx } from './nginx.ts';
import { followWithNginx } from './purge.ts';
import { pagePathOf, parseRevalidateBody } from './targets.ts';

/** The largest webhook body read (methods.ts refuses a larger declared one before this). */
const MAX_REVALIDATE_BODY_BYTES = 16 * 1024;

/**
 * Retry-After of a revalidation the publish log could not record (503). Umbraco does not read
 * it: it sends again on its own period (`Umbraco:CMS:Webhook:Period`, docs/operations.md).
 */
const NOT_RECORDED_RETRY_S = 5;

/** Where the page inspector lives, and the form's own endpoint (no bearer token: the session). */
const INSPECTOR_PATH = '/__limbo/page-inspector/';
export const INSPECTOR_REVALIDATE_PATH = '/api/_limbo/revalidate';

/**
 * Failed webhook posts (no or a wrong token) count per client address: after 10 in 10 minutes
 * the address gets 429 until the window ends. A post with the valid token is never counted nor
 * refused (decision 026): a stranger's failures must not stop Umbraco's webhook, even from an
 * address it shares, and the 32-character token cannot be guessed at any rate.
 */
const webhookFailures = rateLimit({ name: 'revalidate-failures', points: 10, seconds: 600 });

/** The page inspector's button: 30 revalidations a minute per signed-in user. */
const inspectorLimit = rateLimit({ name: 'inspector', points: 30, seconds: 60 });

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
  if (!bearerMatches(req.headers.get('authorization'), revalidateToken)) {
    const wait = await webhookFailures.hit(addressKey(currentClientIp()));
    if (wait > 0) {
      log.warn({ retryAfter: wait }, 'revalidation refused: too many failures from this address');
      return json({ error: 'rate-limited', retryAfter: wait }, 429, {
        'retry-after': String(wait),
      });
    }
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
  const { dropped, delivery } = await revalidate(parsed, followWith(req));
  if (delivery === 'failed') {
    // Not recorded: only this machine dropped its copies. The CMS sends it again (decision 041).
    log.warn({ event, paths: parsed.paths, ids: parsed.ids }, 'revalidation answered 503');
    return json(
      { ok: false, error: 'not-recorded', retryAfter: NOT_RECORDED_RETRY_S, dropped },
      503,
      { 'retry-after': String(NOT_RECORDED_RETRY_S) },
    );
  }
  const nginx = refreshedByNginx() && dropped.refresh.length > 0;
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

/**
 * nginx is refreshed for each part of a revalidation as soon as it is recorded (revalidate.ts
 * `revalidate`): the named pages first, without waiting for the question about their sites.
 */
const followWith =
  (req: Request) =>
  ({ dropped, delivery, recorded }: Revalidated): void => {
    if (delivery === 'failed') return;
    followWithNginx(dropped.refresh, {
      host: publicHost(req),
      https: isHttps(req),
      publish: recorded,
    });
  };

/** Where this tool's answers lead back to. */
const BACK = { path: INSPECTOR_PATH, label: 'Tilbage til sideinspektøren' };

/**
 * `POST /api/_limbo/revalidate`: the page inspector's button, a plain form post by the signed-in
 * site builder (the session; step 7 refuses a post from another site; no bearer token); 303
 * back to the inspector.
 */
export async function handleInspectorRevalidate(req: Request): Promise<Response> {
  const post = await readToolsPost(req, {
    maxBytes: 4096,
    back: BACK,
    refusedTitle: 'Genindlæsning afvist',
    loginText: 'Du skal være logget ind for at genindlæse en side.',
  });
  if (post instanceof Response) return post;
  const { form, session } = post;
  const parsed = pagePathOf(form.get('url'));
  if ('problem' in parsed) {
    return toolsNotice(
      400,
      'Adressen kan ikke bruges',
      `Adressen blev afvist (${parsed.problem}).`,
      BACK,
    );
  }
  const wait = await inspectorLimit.hit(session.user.name.toLowerCase());
  if (wait > 0) {
    const res = toolsNotice(
      429,
      'For mange genindlæsninger',
      `Prøv igen om ${wait} sekunder.`,
      BACK,
    );
    res.headers.set('retry-after', String(wait));
    return res;
  }
  const { dropped, delivery } = await revalidate(
    { paths: [parsed.path], ids: [] },
    followWith(req),
  );
  if (delivery === 'failed') {
    const res = toolsNotice(
      503,
      'Genindlæsningen blev ikke registreret',
      'Siden er genindlæst på denne server, men de andre kunne ikke få besked. Prøv igen om lidt.',
      BACK,
    );
    res.headers.set('retry-after', String(NOT_RECORDED_RETRY_S));
    return res;
  }
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
