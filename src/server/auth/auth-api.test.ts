import { afterEach, describe, expect, it } from 'vitest';
import { formPost } from '#tests/support/form-post.ts';
import {
  handleLoginPost,
  handleSessionDelete,
  handleSessionGet,
  handleSessionPost,
} from '#src/server/auth/auth-api.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { readSession, SESSION_COOKIE } from '#src/server/auth/session.ts';
import { setToolsStoreForTests } from '#src/server/auth/store.ts';
import { HOSTILE_PATHS, NOT_PATHS } from '#src/server/routing.test-kit.ts';
import { sealFor, setToolsUsers } from './users.test-kit.ts';

/** A login post from `clientIp` (the address the pipeline's first step found). */
const login = (
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  clientIp = '198.51.100.1',
) =>
  runWithRequestContext(
    undefined,
    () => handleLoginPost(formPost('/api/_auth/login', fields, headers)),
    clientIp,
  );

const cookieOf = (res: Response) => res.headers.get('set-cookie') ?? '';

// Each test starts with an empty in-memory store (made again from the environment).
afterEach(() => setToolsStoreForTests(undefined));

describe('login', () => {
  it('sets the cookie with its attributes and goes to the returnUrl', async () => {
    await setToolsUsers();
    const res = await login({
      username: 'anna',
      password: 'hemmelig',
      returnUrl: '/__limbo/configuration-overview/',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/__limbo/configuration-overview/');
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^__limbo-authenticated=/);
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    // A forged X-Forwarded-Proto is not believed without a trusted proxy in front ...
    const forged = await login(
      { username: 'anna', password: 'hemmelig' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(cookieOf(forged)).not.toContain('Secure');
    // ... and is, from the TLS terminator TRUSTED_PROXIES names.
    await setToolsUsers({ TRUSTED_PROXIES: '1' });
    const https = await login(
      { username: 'anna', password: 'hemmelig' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(cookieOf(https)).toContain('Secure');
    const value = cookie.split(';')[0]!;
    expect(await readSession(value)).toMatchObject({ user: { name: 'anna' } });
  });

  it('a wrong login sets no cookie and says so', async () => {
    await setToolsUsers();
    const res = await login({ username: 'anna', password: 'forkert' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/__login/?error=invalid');
    expect(res.headers.has('set-cookie')).toBe(false);
    const js = await login({ username: 'ukendt', password: 'x' }, { accept: 'application/json' });
    expect(js.status).toBe(401);
    expect(await js.json()).toEqual({ ok: false, error: 'invalid' });
  });

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    'https://evil.example/',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie:x',
  ])('never returns to %s off-site', async (returnUrl) => {
    await setToolsUsers();
    const res = await login({ username: 'anna', password: 'hemmelig', returnUrl });
    const location = res.headers.get('location')!;
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    expect(new URL(location, 'http://site.test').origin).toBe('http://site.test');
  });

  it.each([...HOSTILE_PATHS, ...NOT_PATHS])(
    'a hostile returnUrl (%s) goes to the tools home',
    async (_name, returnUrl) => {
      await setToolsUsers();
      const res = await login({ username: 'anna', password: 'hemmelig', returnUrl });
      expect(res.headers.get('location')).toBe('/__limbo/');
    },
  );

  // A post from another site is refused before it gets here (step 7: forms/cross-site.test.ts).
  it('a post it cannot read: the error page with the login’s title and way back, never a cookie', async () => {
    await setToolsUsers();
    const fields = { username: 'anna', password: 'hemmelig', padding: 'x'.repeat(5000) };
    const res = await login(fields);
    expect(res.status).toBe(413);
    expect(res.headers.has('set-cookie')).toBe(false);
    const html = await res.text();
    expect(html).toContain('<title>Login afvist</title>');
    expect(html).toMatch(/<a href="\/__login\/"[^>]*>Tilbage til log ind<\/a>/);
    const json = await login(fields, { accept: 'application/json' });
    expect(await json.json()).toEqual({ ok: false, error: 'rejected' });
    // The logout form's post, likewise: the error page with the way back to the login.
    const logout = await handleSessionPost(
      formPost('/api/_auth/session', { action: 'logout', padding: 'x'.repeat(2000) }),
    );
    expect(logout.status).toBe(413);
    expect(await logout.text()).toMatch(/<a href="\/__login\/"[^>]*>Tilbage til log ind<\/a>/);
  });

  it('rate-limits after 5 failures for the same IP and user: 429 with a clear message', async () => {
    await setToolsUsers();
    for (let i = 0; i < 5; i++) await login({ username: 'rate', password: 'nope' });
    // Regression: a forged X-Forwarded-For or X-Real-IP gave a fresh count.
    const headers = { 'x-forwarded-for': '9.9.9.1', 'x-real-ip': '9.9.9.2' };
    const res = await login({ username: 'rate', password: 'nope' }, headers);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.text()).toContain('For mange mislykkede forsøg');
    // Another user from the same IP is not affected.
    expect((await login({ username: 'anna', password: 'hemmelig' }, headers)).status).toBe(303);
  });

  it('one stranger cannot lock a user out: 5 failures from one address block only that address', async () => {
    await setToolsUsers();
    for (let i = 0; i < 5; i++)
      await login({ username: 'anna', password: 'nope' }, {}, '203.0.113.9');
    expect(
      (await login({ username: 'anna', password: 'hemmelig' }, {}, '203.0.113.9')).status,
    ).toBe(429);
    const owner = await login({ username: 'anna', password: 'hemmelig' }, {}, '198.51.100.7');
    expect(owner.status).toBe(303);
    expect(cookieOf(owner)).toMatch(/^__limbo-authenticated=/);
  });

  it('guessing from many addresses stops at 50 failures per user: 429 from a fresh address too', async () => {
    await setToolsUsers();
    // Ten addresses, five failures each: none of them is blocked on its own count.
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < 5; i++) {
        const res = await login({ username: 'Anna', password: 'forkert' }, {}, `192.0.2.${a}`);
        expect(res.status).toBe(303);
      }
    }
    const fresh = await login(
      { username: 'anna', password: 'hemmelig' },
      { accept: 'application/json' },
      '192.0.2.200',
    );
    expect(fresh.status).toBe(429);
    expect(fresh.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await fresh.json()).toMatchObject({ ok: false, error: 'rate-limited' });
    expect(fresh.headers.has('set-cookie')).toBe(false);
  });
});

describe('a login form with an empty field', () => {
  it('is told so (error=missing), and it is not counted as a failed login', async () => {
    await setToolsUsers();
    for (let i = 0; i < 8; i++) {
      const res = await login({ username: 'anna', password: '' }, {}, '192.0.2.77');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toContain('error=missing');
    }
    const json = await login({ username: '', password: 'x' }, { accept: 'application/json' });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ ok: false, error: 'missing' });
    // Not one failure counted: the right password still logs in from that address.
    const right = await login({ username: 'anna', password: 'hemmelig' }, {}, '192.0.2.77');
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).not.toContain('error=');
  });
});

describe('session API', () => {
  it('answers the user or null; DELETE clears the cookie', async () => {
    await setToolsUsers();
    const sealed = await sealFor('anna');
    const get = (cookie?: string) =>
      handleSessionGet(
        new Request('http://site.test/api/_auth/session', { headers: cookie ? { cookie } : {} }),
      );
    expect(await (await get(`${SESSION_COOKIE}=${sealed}`)).json()).toEqual({
      user: { name: 'anna' },
    });
    expect(await (await get()).json()).toEqual({ user: null });
    expect(await (await get(`${SESSION_COOKIE}=forged`)).json()).toEqual({ user: null });
    const del = await handleSessionDelete(
      new Request('http://site.test/api/_auth/session', { method: 'DELETE' }),
    );
    expect(del.status).toBe(204);
    expect(del.headers.get('set-cookie')).toMatch(/^__limbo-authenticated=; Max-Age=0/);
  });

  it('logout revokes the session: the same cookie, replayed, is refused', async () => {
    await setToolsUsers();
    const session = (res: Response) => cookieOf(res).split(';')[0]!;
    const logoutRequest = (cookie: string, init: RequestInit = {}) =>
      new Request('http://site.test/api/_auth/session', {
        ...init,
        headers: {
          cookie,
          host: 'site.test',
          origin: 'http://site.test',
          'content-type': 'application/x-www-form-urlencoded',
        },
      });

    const viaApi = session(await login({ username: 'anna', password: 'hemmelig' }));
    expect(await readSession(viaApi)).toMatchObject({ user: { name: 'anna' } });
    const del = await handleSessionDelete(logoutRequest(viaApi, { method: 'DELETE' }));
    expect(del.status).toBe(204);
    expect(await readSession(viaApi)).toBeNull();
    const replayed = await handleSessionGet(logoutRequest(viaApi));
    expect(await replayed.json()).toEqual({ user: null });

    // The logout form without JavaScript does the same; another session of anna's lives on.
    const viaForm = session(await login({ username: 'anna', password: 'hemmelig' }));
    const other = session(await login({ username: 'anna', password: 'hemmelig' }));
    const post = await handleSessionPost(
      logoutRequest(viaForm, { method: 'POST', body: 'action=logout' }),
    );
    expect(post.status).toBe(303);
    expect(await readSession(viaForm)).toBeNull();
    expect(await readSession(other)).toMatchObject({ user: { name: 'anna' } });
  });
});

describe("the session cookie's Secure flag: the public origin's scheme, never an untrusted header", () => {
  /** Login, logout (DELETE) and the logout form (POST) on `origin`, with `headers`. */
  async function cookies(origin: string, headers: Record<string, string> = {}, served = origin) {
    const request = (path: string, init: RequestInit & { body?: string }) =>
      new Request(`${served}${path}`, {
        ...init,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          host: 'site.test',
          origin,
          ...headers,
        },
      });
    const post = (path: string, body: string) => request(path, { method: 'POST', body });
    const loggedIn = await runWithRequestContext(
      undefined,
      () => handleLoginPost(post('/api/_auth/login', 'username=anna&password=hemmelig')),
      '198.51.100.1',
    );
    const deleted = await handleSessionDelete(request('/api/_auth/session', { method: 'DELETE' }));
    const posted = await handleSessionPost(post('/api/_auth/session', 'action=logout'));
    return [loggedIn, deleted, posted].map((res) => {
      const cookie = cookieOf(res);
      expect(cookie).toMatch(/^__limbo-authenticated=/);
      return /;\s*Secure(;|$)/i.test(cookie);
    });
  }

  it('an https origin: Secure with no proxy headers, and a forged X-Forwarded-Proto cannot drop it', async () => {
    await setToolsUsers();
    expect(await cookies('https://site.test')).toEqual([true, true, true]);
    expect(await cookies('https://site.test', { 'x-forwarded-proto': 'http' })).toEqual([
      true,
      true,
      true,
    ]);
    await setToolsUsers({ TRUSTED_PROXIES: '1' });
    expect(await cookies('https://site.test', { 'x-forwarded-proto': 'http' })).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('an http origin: not Secure, also with a forged X-Forwarded-Proto: https (TRUSTED_PROXIES=0)', async () => {
    await setToolsUsers({ TRUSTED_PROXIES: '0' });
    expect(await cookies('http://site.test')).toEqual([false, false, false]);
    expect(await cookies('http://site.test', { 'x-forwarded-proto': 'https' })).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('behind a TLS terminator TRUSTED_PROXIES declares, its X-Forwarded-Proto: https counts', async () => {
    await setToolsUsers({ TRUSTED_PROXIES: '1' });
    expect(await cookies('http://site.test', { 'x-forwarded-proto': 'https' })).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('PUBLIC_ORIGIN decides it alone: no proxy setting or header changes it', async () => {
    // Behind a TLS terminator the app sees plain http; without TRUSTED_PROXIES it used to drop
    // Secure (regression), and with it a proxy's header could.
    await setToolsUsers({ PUBLIC_ORIGIN: 'https://site.test' });
    expect(await cookies('https://site.test', {}, 'http://site.test')).toEqual([true, true, true]);
    await setToolsUsers({ PUBLIC_ORIGIN: 'https://site.test', TRUSTED_PROXIES: '1' });
    expect(
      await cookies('https://site.test', { 'x-forwarded-proto': 'http' }, 'http://site.test'),
    ).toEqual([true, true, true]);
    await setToolsUsers({ PUBLIC_ORIGIN: 'http://site.test', TRUSTED_PROXIES: '1' });
    expect(await cookies('http://site.test', { 'x-forwarded-proto': 'https' })).toEqual([
      false,
      false,
      false,
    ]);
  });
});
