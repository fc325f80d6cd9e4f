import AxeBuilder from '@axe-core/playwright';
import { FLAGS_ON_PORT, SITE_PORT } from '../../playwright.config.ts';
import {
  expect,
  expectNoAxeViolations,
  getWithoutRedirect,
  rawGet,
  sealedSession,
  SESSION_COOKIE,
  test,
} from './fixtures.ts';

/** The instance with every feature flag on. */
const ON = `http://localhost:${FLAGS_ON_PORT}`;

test.describe('access guard', () => {
  test('anonymous visitors are sent to the login with the full path as returnUrl', async ({
    page,
  }) => {
    let res = await getWithoutRedirect(page, '/__limbo/');
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/__login/?returnUrl=%2F__limbo%2F');
    res = await getWithoutRedirect(page, '/__limbo/components-overview/?tab=blocks');
    expect(res.headers().location).toBe(
      '/__login/?returnUrl=%2F__limbo%2Fcomponents-overview%2F%3Ftab%3Dblocks',
    );
    expect(res.headers()['cache-control']).toBe('no-store');
    res = await getWithoutRedirect(page, '/__limbo/findes-ikke/');
    expect(res.status()).toBe(302);
    res = await getWithoutRedirect(page, '/__limbo');
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe('/__limbo/');
  });

  test('percent-encoding cannot walk past the guard (regression: /__limb%6F/ opened the tools)', async () => {
    // Documents: the encoded letter is canonicalised first, and the canonical URL is guarded.
    for (const target of [
      '/__limb%6F/configuration-overview/',
      '/__%6cimbo/components-overview/',
      '/%5F%5Flimbo/',
      '/__dem%6F/kultunaut-list/',
      '/%74heme-playground/',
    ]) {
      const res = await rawGet(target);
      expect(res.status, target).toBe(301);
      expect(res.location, target).not.toMatch(/%/);
      const next = await rawGet(res.location!);
      expect([302, 404], `${target} → ${res.location}`).toContain(next.status);
    }
    // RSC payloads in any spelling but Waku's own encoding of their route: refused, never routed.
    for (const target of [
      '/RSC/R/_%5F_limbo/configuration-overview.txt',
      '/RSC/R/___%6cimbo.txt',
      // Regression: the doubled slash was classified as a CMS page and handed to Waku collapsed.
      '/RSC/R//___limbo/configuration-overview.txt',
      '/RSC/_R/___limbo.txt',
    ]) {
      const res = await rawGet(target);
      expect(res.status, target).toBe(400);
      expect(res.location, target).toBeUndefined();
    }
    // Documents in upper case or with doubled slashes: redirected to the guarded spelling.
    for (const target of [
      '/__LIMBO/configuration-overview/',
      '//__limbo//configuration-overview/',
    ]) {
      const res = await rawGet(target);
      expect(res.status, target).toBe(301);
      expect(res.location, target).toBe('/__limbo/configuration-overview/');
      expect((await rawGet(res.location!)).status, target).toBe(302);
    }
    // Escapes that a second decoding would change, and slashes inside a segment: refused.
    for (const target of ['/__limb%256F/', '/RSC/R/_%255F_limbo/x.txt', '/a%2Fb/', '/a%5Cb/']) {
      expect((await rawGet(target)).status, target).toBe(400);
    }
  });

  test('RSC payloads of protected pages answer 401 with location', async ({ page }) => {
    for (const path of [
      '/RSC/R/___limbo.txt',
      '/RSC/R/___limbo/configuration-overview.txt',
      '/RSC/R/___limbo/citi-docs.txt',
    ]) {
      const res = await getWithoutRedirect(page, path);
      expect(res.status(), path).toBe(401);
      expect(res.headers().location, path).toMatch(/^\/__login\/\?returnUrl=%2F__limbo/);
    }
  });

  test('forged and expired cookies count as logged out; 719 h is still valid', async ({
    context,
    login,
    page,
  }) => {
    await context.addCookies([
      { name: SESSION_COOKIE, value: 'Fe26.2**forged', url: `http://localhost:${SITE_PORT}` },
    ]);
    expect((await getWithoutRedirect(page, '/__limbo/')).status()).toBe(302);
    // Each login replaces the context's session cookie.
    await login({ ageHours: 721 });
    expect((await getWithoutRedirect(page, '/__limbo/')).status()).toBe(302);
    await login({ ageHours: 719 });
    expect((await getWithoutRedirect(page, '/__limbo/')).status()).toBe(200);
  });

  test('cookies sealed before session ids, or for a user who no longer exists, are refused', async ({
    request,
  }) => {
    for (const [label, value] of [
      ['no id', await sealedSession({ id: null })],
      ['unknown user', await sealedSession({ name: 'nobody' })],
    ]) {
      const res = await request.get('/__limbo/', {
        headers: { cookie: `${SESSION_COOKIE}=${value}` },
        maxRedirects: 0,
      });
      expect(res.status(), label).toBe(302);
    }
  });
});

test.describe('login journey', () => {
  test('with JavaScript: login lands on the returnUrl; logout ends the session', async ({
    page,
  }) => {
    await page.goto('/__limbo/configuration-overview/');
    await expect(page).toHaveURL(/\/__login\/\?returnUrl=%2F__limbo%2Fconfiguration-overview%2F$/);
    await page.getByLabel('Brugernavn').fill('demo');
    await page.getByLabel('Adgangskode').fill('demo');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page).toHaveURL(/\/__limbo\/configuration-overview\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konfigurationsoversigt');
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === '__limbo-authenticated');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await page.getByRole('button', { name: 'Log ud' }).click();
    await expect(page).toHaveURL(/\/__login\/$/);
    await page.goto('/__limbo/');
    await expect(page).toHaveURL(/\/__login\//);
    // The cookie's value, replayed after the logout (say, copied before it): revoked.
    const replay = await page.request.get('/__limbo/', {
      headers: { cookie: `__limbo-authenticated=${session!.value}` },
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(302);
  });

  test('without JavaScript: the same journey with plain posts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/__limbo/');
    await page.getByLabel('Brugernavn').fill('demo');
    await page.getByLabel('Adgangskode').fill('demo');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page).toHaveURL(/\/__limbo\/$/);
    const session = (await context.cookies()).find((c) => c.name === '__limbo-authenticated');
    await page.getByRole('button', { name: 'Log ud' }).click();
    await expect(page).toHaveURL(/\/__login\/$/);
    expect(
      (await context.cookies()).find((c) => c.name === '__limbo-authenticated'),
    ).toBeUndefined();
    const replay = await context.request.get('/__limbo/', {
      headers: { cookie: `__limbo-authenticated=${session!.value}` },
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(302);
    await context.close();
  });

  test('a wrong password gives a clear message and no cookie', async ({ page }) => {
    await page.goto('/__login/');
    await page.getByLabel('Brugernavn').fill('demo');
    await page.getByLabel('Adgangskode').fill('forkert');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page.getByRole('alert')).toHaveText('Brugernavn eller adgangskode er forkert.');
    expect(
      (await page.context().cookies()).find((c) => c.name === '__limbo-authenticated'),
    ).toBeUndefined();
  });

  for (const attack of [
    '//evil.example/',
    '/\\evil.example/',
    'https://evil.example/',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    // Regression: dot segments resolved these to `//evil.example` after the check.
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
  ]) {
    test(`returnUrl ${attack} falls back to /__limbo/`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/__login/?returnUrl=${encodeURIComponent(attack)}`);
      await page.getByLabel('Brugernavn').fill('demo');
      await page.getByLabel('Adgangskode').fill('demo');
      await page.getByRole('button', { name: 'Log ind' }).click();
      await expect(page).toHaveURL(`http://localhost:${SITE_PORT}/__limbo/`);
      await context.close();
    });
  }

  test('after 5 failures in 15 minutes: 429 with a clear message', async ({ page }) => {
    const attempt = () =>
      page.request.post('/api/_auth/login', {
        form: { username: `rate-${Date.now()}`, password: 'nope' },
        maxRedirects: 0,
      });
    const user = `rate-${Date.now()}`;
    const post = () =>
      page.request.post('/api/_auth/login', {
        form: { username: user, password: 'nope' },
        maxRedirects: 0,
      });
    for (let i = 0; i < 5; i++) expect((await post()).status()).toBe(303);
    const blocked = await post();
    expect(blocked.status()).toBe(429);
    expect(await blocked.text()).toContain('For mange mislykkede forsøg');
    expect((await attempt()).status()).toBe(303);
  });

  test('a login post from another origin is refused', async ({ page }) => {
    const res = await page.request.post('/api/_auth/login', {
      form: { username: 'demo', password: 'demo' },
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
    expect(res.headers()['set-cookie']).toBeUndefined();
  });

  test('session API: DELETE logs out and revokes the cookie', async ({ browser, login, page }) => {
    expect(await (await page.request.get('/api/_auth/session')).json()).toEqual({ user: null });
    const context = await browser.newContext();
    const cookie = await login({ context });
    expect(await (await context.request.get('/api/_auth/session')).json()).toEqual({
      user: { name: 'demo' },
    });
    const del = await context.request.delete('/api/_auth/session');
    expect(del.status()).toBe(204);
    expect(await (await context.request.get('/api/_auth/session')).json()).toEqual({ user: null });
    const replay = await page.request.get('/api/_auth/session', { headers: { cookie } });
    expect(await replay.json()).toEqual({ user: null });
    await context.close();
  });
});

const open = ['/__login/', '/__tools/frontend-dictionary/', '/__demo/muni-test/'];
const auth = [
  '/__limbo/',
  '/__limbo/components-overview/',
  '/__limbo/configuration-overview/',
  '/__limbo/citi-docs/',
  '/__limbo/chatbot-test/',
];
const themeTesting = ['/__tools/theme-playground/', '/theme-playground/'];
const stageDemo = [
  '/__tools/color-list-playground/',
  '/__tools/typography-playground/',
  '/color-list-playground/',
  '/__demo/kultunaut-list/',
  '/__demo/kultunaut-page/',
  '/__demo/kultunaut-block-wide/',
  '/__demo/kultunaut-block-with-aside/',
  '/__demo/kultunaut-fellowship-list/',
  '/__demo/kultunaut-fellowship-page/',
  '/kultunaut-block-wide/',
  '/kultunaut-block-with-aside/',
  '/kultunaut-demo-list/',
  '/kultunaut-demo-page/',
];

test.describe('routes and flags', () => {
  test('flags off (defaults): open 200, flagged 404, protected 200 with a session', async ({
    context,
    login,
  }) => {
    await login();
    for (const path of [...open, ...auth]) {
      const res = await context.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe('no-store');
      expect(res.headers()['x-robots-tag'], path).toBe('noindex');
      expect(await res.text(), path).toContain('name="robots" content="noindex"');
    }
    for (const path of [...themeTesting, ...stageDemo]) {
      const res = await context.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain('Fejlkode 404');
    }
  });

  test('flags on: every flagged route answers 200', async ({ browser, login }) => {
    const context = await browser.newContext({ baseURL: ON });
    await login({ context });
    for (const path of [...open, ...auth, ...themeTesting, ...stageDemo]) {
      const res = await context.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe('no-store');
    }
    await context.close();
  });

  test('the alias paths show the same page as their targets', async ({ browser, login }) => {
    const context = await browser.newContext({ baseURL: ON });
    await login({ context });
    const page = await context.newPage();
    await page.goto('/kultunaut-demo-list/');
    const alias = await page.getByRole('heading', { level: 1 }).textContent();
    await page.goto('/__demo/kultunaut-list/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(alias);
    await context.close();
  });
});

test.describe('tools pages accessibility', () => {
  // One test per page: the components overview alone renders every example and takes a while.
  for (const path of [...open, ...auth, ...themeTesting, ...stageDemo]) {
    test(`axe finds nothing on ${path}`, async ({ browser, login }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ baseURL: ON });
      await login({ context });
      const page = await context.newPage();
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        ),
      ).toEqual([]);
      await context.close();
    });
  }
});

// Issue 38, item 11: the login form speaks for itself (no browser bubbles), and a failed login
// leaves no wrong password behind.
test.describe('the login form’s own messages', () => {
  test('with JavaScript: empty fields get their own linked messages; a failed login empties the password', async ({
    page,
  }) => {
    await page.goto('/__login/');
    await expect(page.locator('form[action="/api/_auth/login"]')).toHaveAttribute('novalidate', '');
    await page.waitForFunction(() => {
      const form = document.querySelector('form[action="/api/_auth/login"]');
      return !!form && Object.keys(form).some((k) => k.startsWith('__react'));
    });
    await page.getByRole('button', { name: 'Log ind' }).click();
    const username = page.getByLabel('Brugernavn');
    const password = page.getByLabel('Adgangskode');
    await expect(username).toBeFocused();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('Skriv dit brugernavn.');
    await expect(password).toHaveAccessibleDescription('Skriv din adgangskode.');
    // Nothing was posted: still here, no failure counted.
    await expect(page).toHaveURL(/\/__login\/$/);

    await username.fill('demo');
    await password.fill('forkert-38');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page.getByRole('alert')).toHaveText('Brugernavn eller adgangskode er forkert.');
    await expect(password).toHaveValue('');
    await expect(username).toHaveValue('demo');
    await expect(password).toHaveAccessibleDescription('Brugernavn eller adgangskode er forkert.');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('without JavaScript: an empty form is answered with the form’s own message', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/__login/');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expect(page).toHaveURL(/\/__login\/\?.*error=missing/);
    await expect(page.getByRole('alert')).toHaveText(
      'Skriv både dit brugernavn og din adgangskode.',
    );
    await expect(page.getByLabel('Brugernavn')).toHaveAccessibleDescription(
      'Skriv både dit brugernavn og din adgangskode.',
    );
    await context.close();
  });
});
