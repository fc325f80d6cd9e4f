import { describe, expect, it } from 'vitest';
import { handleLoginPost, handleSessionDelete, handleSessionGet } from '#src/server/auth-api.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { hashPassword } from '#src/server/password.ts';
import { createFailureLimiter } from '#src/server/rate-limit.ts';
import { readSession, sealSession, SESSION_COOKIE } from '#src/server/session.ts';
import { isFlagOn, toolRouteOf } from '#src/server/tool-routes.ts';

const PASSWORD = 'x'.repeat(40);
const hour = 3_600_000;

async function useUsers(extra: Record<string, string> = {}) {
  setEnvForTests(
    parseEnv({
      CMS_API_URL: 'http://cms.test',
      SESSION_PASSWORD: PASSWORD,
      TOOLS_USERS: `anna:${await hashPassword('hemmelig')}`,
      ...extra,
    }),
  );
}

/** A login post from `clientIp` (the address the pipeline's first step found). */
const login = (
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  clientIp = '198.51.100.1',
) =>
  runWithRequestContext(
    undefined,
    () =>
      handleLoginPost(
        new Request('http://site.test/api/_auth/login', {
          method: 'POST',
          body: new URLSearchParams(fields).toString(),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            host: 'site.test',
            origin: 'http://site.test',
            ...headers,
          },
        }),
      ),
    clientIp,
  );

const cookieOf = (res: Response) => res.headers.get('set-cookie') ?? '';

describe('session cookie', () => {
  it('is valid under 720 hours and not from 720 hours on', async () => {
    await useUsers();
    const now = Date.now();
    const at = (hours: number) =>
      sealSession({ user: { name: 'anna' }, authenticatedAt: now - hours * hour });
    expect(await readSession(`${SESSION_COOKIE}=${await at(719)}`, now)).toMatchObject({
      user: { name: 'anna' },
    });
    expect(await readSession(`${SESSION_COOKIE}=${await at(721)}`, now)).toBeNull();
    expect(await readSession(`${SESSION_COOKIE}=${await at(720)}`, now)).toBeNull();
  });

  it('rejects forged, tampered and foreign-key cookies', async () => {
    await useUsers();
    const good = await sealSession({ user: { name: 'anna' }, authenticatedAt: Date.now() });
    expect(await readSession(`${SESSION_COOKIE}=forged`)).toBeNull();
    expect(await readSession(`${SESSION_COOKIE}=${good.slice(0, -4)}AAAA`)).toBeNull();
    const foreign = await sealSession(
      { user: { name: 'anna' }, authenticatedAt: Date.now() },
      'y'.repeat(40),
    );
    expect(await readSession(`${SESSION_COOKIE}=${foreign}`)).toBeNull();
    const wrongShape = await sealSession({ user: { name: '' }, authenticatedAt: Date.now() });
    expect(await readSession(`${SESSION_COOKIE}=${wrongShape}`)).toBeNull();
  });
});

describe('login', () => {
  it('sets the cookie with its attributes and goes to the returnUrl', async () => {
    await useUsers();
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
    await useUsers({ TRUSTED_PROXIES: '1' });
    const https = await login(
      { username: 'anna', password: 'hemmelig' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(cookieOf(https)).toContain('Secure');
    const value = cookie.split(';')[0]!;
    expect(await readSession(value)).toMatchObject({ user: { name: 'anna' } });
  });

  it('a wrong login sets no cookie and says so', async () => {
    await useUsers();
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
    await useUsers();
    const res = await login({ username: 'anna', password: 'hemmelig', returnUrl });
    const location = res.headers.get('location')!;
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    expect(new URL(location, 'http://site.test').origin).toBe('http://site.test');
  });

  it('refuses a post from another origin', async () => {
    await useUsers();
    const res = await login(
      { username: 'anna', password: 'hemmelig' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(res.headers.has('set-cookie')).toBe(false);
  });

  it('rate-limits after 5 failures for the same IP and user: 429 with a clear message', async () => {
    await useUsers();
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
});

describe('failure limiter', () => {
  it('forgets failures after the window', () => {
    const limiter = createFailureLimiter({ max: 2, windowMs: 1000 });
    limiter.fail('k', 0);
    limiter.fail('k', 10);
    expect(limiter.isBlocked('k', 20)).toBe(true);
    expect(limiter.retryAfter('k', 20)).toBe(1);
    expect(limiter.isBlocked('k', 1011)).toBe(false);
  });
});

describe('session API', () => {
  it('answers the user or null; DELETE clears the cookie', async () => {
    await useUsers();
    const sealed = await sealSession({ user: { name: 'anna' }, authenticatedAt: Date.now() });
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
});

describe('tool routes', () => {
  it('protects every /__limbo path and follows aliases to their flags', () => {
    expect(toolRouteOf('/__limbo')).toMatchObject({ auth: true });
    expect(toolRouteOf('/__limbo/anything/else')).toMatchObject({ auth: true });
    expect(toolRouteOf('/__tools/frontend-dictionary')?.auth).toBeUndefined();
    expect(toolRouteOf('/theme-playground')).toMatchObject({ flag: 'themeTesting' });
    expect(toolRouteOf('/kultunaut-demo-list')).toMatchObject({
      path: '/__demo/kultunaut-list',
      flag: 'showStageDemo',
    });
    expect(toolRouteOf('/borger')).toBeUndefined();
    const config = parseEnv({ CMS_API_URL: 'http://x.dk' }).publicConfig;
    expect(isFlagOn(toolRouteOf('/__tools/theme-playground')!, config)).toBe(false);
    expect(
      isFlagOn(toolRouteOf('/__tools/theme-playground')!, { ...config, themeTesting: true }),
    ).toBe(true);
  });
});
