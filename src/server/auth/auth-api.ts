import { currentClientIp } from '../http/proxy.ts';
import { translator } from '#src/shared/dictionary/index.ts';
import { formOrRefusal, wantsJson } from '../forms/forms.ts';
import { errorResponse } from '../http/error-page.ts';
import { log } from '../log.ts';
import { loginLimiter } from './rate-limit.ts';
import { safeReturnPath } from '../routing.ts';
import {
  clearedSessionCookie,
  loginSession,
  openSession,
  readSession,
  revokeSession,
  sealSession,
  sessionCookie,
} from './session.ts';
import { checkLogin } from './tools-users.ts';
import { jsonResponse as json } from '../http/json-response.ts';

// The tools login, logout and session endpoints.

export const LOGIN_PATH = '/__login/';
export const TOOLS_HOME = '/__limbo/';

const noStore = { 'cache-control': 'no-store' };

/** The tools speak Danish. */
const t = translator('da');

/** The limit counts the real client address (TRUSTED_PROXIES-aware), never a forged header. */
const clientIp = () => currentClientIp() ?? 'unknown';

function loginPageUrl(returnUrl: string, error?: string) {
  const q = new URLSearchParams();
  if (error) q.set('error', error);
  if (returnUrl !== TOOLS_HOME) q.set('returnUrl', returnUrl);
  const query = q.toString();
  return `${LOGIN_PATH}${query ? `?${query}` : ''}`;
}

/** A refused post's way back: the login page. */
const BACK_TO_LOGIN = { backHref: LOGIN_PATH, backLabel: t('tools.backToLogin') };

/** POST /api/_auth/login: a plain form post gets a 303; our JavaScript asks for JSON. */
export async function handleLoginPost(req: Request): Promise<Response> {
  const page = { language: 'da' as const, title: t('tools.loginRefused'), ...BACK_TO_LOGIN };
  const refused = { ok: false, error: 'rejected' };
  const form = await formOrRefusal(req, page, { maxBytes: 4096, json: refused });
  if (form instanceof Response) return form;
  const username = (form.get('username') ?? '').trim().slice(0, 100);
  const password = form.get('password') ?? '';
  const returnUrl = safeReturnPath(form.get('returnUrl'), TOOLS_HOME);
  const ip = clientIp();

  // An empty field is the form's own mistake, not a wrong guess: said so, and not counted.
  if (!username || !password) {
    return wantsJson(req)
      ? json({ ok: false, error: 'missing' }, 400)
      : new Response(null, {
          status: 303,
          headers: { location: loginPageUrl(returnUrl, 'missing'), ...noStore },
        });
  }

  // The limit lives in the store (Redis with REDIS_URL): unreachable, nobody logs in.
  let limited: Awaited<ReturnType<typeof loginLimiter.retryAfter>>;
  try {
    limited = await loginLimiter.retryAfter(ip, username);
  } catch (err) {
    return unavailable(req, returnUrl, err);
  }
  if (limited.seconds > 0) {
    const retryAfter = limited.seconds;
    log.warn({ user: username, retryAfter, bound: limited.bound }, 'login rate-limited');
    const text = t('tools.loginLimitedText', { n: Math.ceil(retryAfter / 60) });
    const title = t('tools.loginLimited');
    return answer(req, 429, 'rate-limited', title, text, returnUrl, retryAfter);
  }

  if (!username || !password || !(await checkLogin(username, password))) {
    try {
      await loginLimiter.fail(ip, username);
    } catch (err) {
      return unavailable(req, returnUrl, err);
    }
    log.info({ user: username }, 'login failed');
    return wantsJson(req)
      ? json({ ok: false, error: 'invalid' }, 401)
      : new Response(null, {
          status: 303,
          headers: { location: loginPageUrl(returnUrl, 'invalid'), ...noStore },
        });
  }

  await loginLimiter.succeed(ip, username).catch((err: unknown) => {
    log.warn({ err: errorText(err) }, 'login: the failure count could not be cleared');
  });
  let session: Awaited<ReturnType<typeof loginSession>>;
  try {
    session = await loginSession(username);
  } catch (err) {
    return unavailable(req, returnUrl, err);
  }
  const sealed = await sealSession(session);
  log.info({ user: username }, 'login');
  const cookie = sessionCookie(sealed, req);
  return wantsJson(req)
    ? json({ ok: true, location: returnUrl }, 200, { 'set-cookie': cookie })
    : new Response(null, {
        status: 303,
        headers: { location: returnUrl, 'set-cookie': cookie, ...noStore },
      });
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** A refused login: JSON `{ ok: false, error, message }` or the error page, with Retry-After. */
function answer(
  req: Request,
  status: number,
  error: string,
  title: string,
  text: string,
  returnUrl: string,
  retryAfter: number,
): Response {
  const headers = { 'retry-after': String(retryAfter) };
  if (wantsJson(req)) {
    return json({ ok: false, error, message: text, retryAfter }, status, headers);
  }
  const back = { backHref: loginPageUrl(returnUrl), backLabel: t('tools.backToLogin') };
  return errorResponse({ status, language: 'da', message: { title, text }, ...back }, headers);
}

/** Fail closed: without the shared failure counts nobody logs in (503). */
function unavailable(req: Request, returnUrl: string, err: unknown): Response {
  log.error({ err: errorText(err) }, 'login refused (503): the login store is unreachable');
  const title = t('tools.loginUnavailable');
  const text = t('tools.loginUnavailableText');
  return answer(req, 503, 'unavailable', title, text, returnUrl, 30);
}

/**
 * Logout: the cookie's session id is revoked (every instance refuses it from now on), and the
 * cookie cleared. When the store is unreachable the cookie is still cleared, and it says so.
 */
async function logout(req: Request): Promise<boolean> {
  const session = await openSession(req.headers.get('cookie'));
  if (!session) {
    log.info('logout without a valid session');
    return true;
  }
  try {
    await revokeSession(session);
    log.info({ user: session.user.name }, 'logout: session revoked');
    return true;
  } catch (err) {
    log.error(
      { user: session.user.name, err: errorText(err) },
      'logout: the session could not be revoked (store unreachable); only this browser is logged out',
    );
    return false;
  }
}

/** GET /api/_auth/session: `{ user }` or `{ user: null }`. */
export async function handleSessionGet(req: Request): Promise<Response> {
  const session = await readSession(req.headers.get('cookie'));
  return json({ user: session ? { name: session.user.name } : null });
}

/** DELETE /api/_auth/session: logs out, 204; 503 (cookie cleared all the same) if not revoked. */
export async function handleSessionDelete(req: Request): Promise<Response> {
  const cleared = { 'set-cookie': clearedSessionCookie(req) };
  if (await logout(req))
    return new Response(null, { status: 204, headers: { ...cleared, ...noStore } });
  return json({ ok: false, error: 'not-revoked' }, 503, cleared);
}

/** POST /api/_auth/session with `action=logout`: the logout button without JavaScript. */
export async function handleSessionPost(req: Request): Promise<Response> {
  const form = await formOrRefusal(req, { language: 'da', ...BACK_TO_LOGIN }, { maxBytes: 1024 });
  if (form instanceof Response) return form;
  if (form.get('action') !== 'logout') return json({ error: 'unknown action' }, 400);
  // The browser is logged out either way; a failed revocation is logged (logout()).
  await logout(req);
  return new Response(null, {
    status: 303,
    headers: { location: LOGIN_PATH, 'set-cookie': clearedSessionCookie(req), ...noStore },
  });
}
