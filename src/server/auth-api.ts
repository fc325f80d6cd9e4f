import { currentClientIp } from './proxy.ts';
import { FormError, readForm, wantsJson } from './forms.ts';
import { log } from './log.ts';
import { loginLimiter } from './rate-limit.ts';
import { safeReturnPath } from './routing.ts';
import { clearedSessionCookie, readSession, sealSession, sessionCookie } from './session.ts';
import { checkLogin } from './tools-users.ts';

/** The tools login, logout and session endpoints. */

export const LOGIN_PATH = '/__login/';
export const TOOLS_HOME = '/__limbo/';

const noStore = { 'cache-control': 'no-store' };
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...noStore, ...headers },
  });

/** The limit counts the real client address (TRUSTED_PROXIES-aware), never a forged header. */
const clientIp = () => currentClientIp() ?? 'unknown';

function loginPageUrl(returnUrl: string, error?: string) {
  const q = new URLSearchParams();
  if (error) q.set('error', error);
  if (returnUrl !== TOOLS_HOME) q.set('returnUrl', returnUrl);
  const query = q.toString();
  return `${LOGIN_PATH}${query ? `?${query}` : ''}`;
}

const page = (status: number, title: string, text: string, back: string) =>
  new Response(
    `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="${back}">Tilbage til log ind</a></p></main></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', ...noStore } },
  );

/** POST /api/_auth/login: a plain form post gets a 303; our JavaScript asks for JSON. */
export async function handleLoginPost(req: Request): Promise<Response> {
  let form: URLSearchParams;
  try {
    form = await readForm(req, 4096);
  } catch (err) {
    if (!(err instanceof FormError)) throw err;
    const text =
      err.status === 403
        ? 'Login refused: the form did not come from this site.'
        : 'The login form could not be read.';
    return wantsJson(req)
      ? json({ ok: false, error: 'rejected' }, err.status)
      : page(err.status, 'Login afvist', text, LOGIN_PATH);
  }
  const username = (form.get('username') ?? '').trim().slice(0, 100);
  const password = form.get('password') ?? '';
  const returnUrl = safeReturnPath(form.get('returnUrl'), TOOLS_HOME);
  const key = `${clientIp()}|${username.toLowerCase()}`;

  if (loginLimiter.isBlocked(key)) {
    const retryAfter = loginLimiter.retryAfter(key);
    log.warn({ user: username, retryAfter }, 'login rate-limited');
    const minutes = Math.ceil(retryAfter / 60);
    const text = `For mange mislykkede forsøg. Prøv igen om ${minutes} minut${minutes === 1 ? '' : 'ter'}. / Too many failed attempts. Try again in ${minutes} minute(s).`;
    return wantsJson(req)
      ? json({ ok: false, error: 'rate-limited', retryAfter }, 429, {
          'retry-after': String(retryAfter),
        })
      : new Response(page(429, 'For mange forsøg', text, loginPageUrl(returnUrl)).body, {
          status: 429,
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'retry-after': String(retryAfter),
            ...noStore,
          },
        });
  }

  if (!username || !password || !(await checkLogin(username, password))) {
    loginLimiter.fail(key);
    log.info({ user: username }, 'login failed');
    return wantsJson(req)
      ? json({ ok: false, error: 'invalid' }, 401)
      : new Response(null, {
          status: 303,
          headers: { location: loginPageUrl(returnUrl, 'invalid'), ...noStore },
        });
  }

  loginLimiter.reset(key);
  const sealed = await sealSession({ user: { name: username }, authenticatedAt: Date.now() });
  log.info({ user: username }, 'login');
  const cookie = sessionCookie(sealed, req);
  return wantsJson(req)
    ? json({ ok: true, location: returnUrl }, 200, { 'set-cookie': cookie })
    : new Response(null, {
        status: 303,
        headers: { location: returnUrl, 'set-cookie': cookie, ...noStore },
      });
}

/** GET /api/_auth/session: `{ user }` or `{ user: null }`. */
export async function handleSessionGet(req: Request): Promise<Response> {
  const session = await readSession(req.headers.get('cookie'));
  return json({ user: session ? { name: session.user.name } : null });
}

/** DELETE /api/_auth/session: logs out, 204. */
export async function handleSessionDelete(req: Request): Promise<Response> {
  log.info('logout');
  return new Response(null, {
    status: 204,
    headers: { 'set-cookie': clearedSessionCookie(req), ...noStore },
  });
}

/** POST /api/_auth/session with `action=logout`: the logout button without JavaScript. */
export async function handleSessionPost(req: Request): Promise<Response> {
  try {
    const form = await readForm(req, 1024);
    if (form.get('action') !== 'logout') return json({ error: 'unknown action' }, 400);
  } catch (err) {
    if (err instanceof FormError) return json({ error: err.message }, err.status);
    throw err;
  }
  log.info('logout');
  return new Response(null, {
    status: 303,
    headers: { location: LOGIN_PATH, 'set-cookie': clearedSessionCookie(req), ...noStore },
  });
}
