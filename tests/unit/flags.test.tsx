import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { log } from '#src/server/log.ts';
import { climateChosen, CLIMATE_COOKIE } from '#src/shared/climate.ts';
import { climateModeOf, effectiveTheme, themeCacheVariant } from '#src/server/flags/climate.ts';
import { climateCookie, handleClimatePost } from '#src/server/flags/climate-api.ts';
import { umbracoUrlTarget } from '#src/server/flags/url-redirect.ts';
import { pageCacheKey } from '#src/server/http/page-cache.ts';
import { classify } from '#src/server/pipeline/classify.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { cmsPage } from '#src/server/pipeline/cms-page.ts';
import { methods } from '#src/server/pipeline/methods.ts';
import { runWithRequestContext, getRequestContext } from '#src/server/request-context.ts';
import { toolRouteOf, toolRoutes } from '#src/server/tools/tool-routes.ts';
import { flagRows } from '#src/tools/FlagTable/FlagTable.tsx';
import { dictionaries, translator } from '#src/shared/dictionary/index.ts';
import { CMS } from '#tests/support/setup.ts';

const FLAGS = [
  'SHOW_GO_TO_TOP_BUTTON',
  'CLIMATE_BUTTON',
  'TOAST_NOTIFICATIONS',
  'UMBRACO_URL_REDIRECT',
] as const;

function envWith(flags: Partial<Record<(typeof FLAGS)[number], boolean>>) {
  const env = parseEnv({
    CMS_API_URL: CMS,
    CMS_API_KEY: 'test-key',
    CMS_TIMEOUT_MS: '300',
    PUBLIC_CONFIG: JSON.stringify({ flags }),
  });
  setEnvForTests(env);
  return env;
}
// The components' part of these flags is tested beside them: GoToTop, ClimateButton, ToastRegion,
// FeedbackModule (FeedbackForm) and SiteLayout.

const allOn = () => envWith(Object.fromEntries(FLAGS.map((f) => [f, true])));

describe('the four flags are off by default (spec section 9) and named in the flag table', () => {
  it('defaults and descriptions', () => {
    const { publicConfig } = envWith({});
    for (const flag of FLAGS) expect(publicConfig.flags[flag], flag).toBe(false);
    const rows = flagRows(publicConfig);
    for (const flag of FLAGS) {
      const row = rows.find((r) => r.name === flag);
      expect(row?.description.length, flag).toBeGreaterThan(40);
    }
    expect(rows.find((r) => r.name === 'CLIMATE_BUTTON')?.description).toContain('energy-saver');
  });

  it('every new dictionary key exists in da, en and de', () => {
    for (const key of ['goToTop.label', 'climate.label', 'toast.close', 'toast.region'] as const) {
      for (const lang of ['da', 'en', 'de'] as const) {
        expect(dictionaries[lang][key], `${lang} ${key}`).toMatch(/\S/);
      }
    }
    expect(translator('de')('goToTop.label')).toBe('Nach oben');
  });
});

describe('CLIMATE_BUTTON', () => {
  it('reads only the exact choice from the cookie; off ignores it', () => {
    const cookie = `a=1; ${CLIMATE_COOKIE}=energy-saver; b=2`;
    expect(climateChosen(cookie)).toBe(true);
    expect(climateChosen(`${CLIMATE_COOKIE}=dark`)).toBe(false);
    expect(climateChosen(`x${CLIMATE_COOKIE}=energy-saver`)).toBe(false);
    expect(climateChosen(`${CLIMATE_COOKIE}=energy-saver%00`)).toBe(false);
    expect(climateChosen(null)).toBe(false);
    const off = envWith({}).publicConfig;
    expect(climateModeOf(cookie, off)).toBe(false);
    expect(effectiveTheme('subsite-2', cookie, off)).toBe('subsite-2');
    const on = allOn().publicConfig;
    expect(effectiveTheme('subsite-2', cookie, on)).toBe('energy-saver');
    expect(effectiveTheme('subsite-2', null, on)).toBe('subsite-2');
    expect(effectiveTheme('nonsense', null, on)).toBe('default');
    expect(themeCacheVariant(cookie, on)).not.toBe(themeCacheVariant(null, on));
  });

  it('a climate page never shares a full-page-cache entry with the site-theme page', () => {
    allOn();
    const req = (cookie?: string) =>
      new Request('http://site.test/borger/', { headers: cookie ? { cookie } : {} });
    const key = (r: Request) => pageCacheKey(r, classify(new URL(r.url)), false);
    const plain = key(req());
    const climate = key(req(`${CLIMATE_COOKIE}=energy-saver`));
    expect(plain).not.toBeNull();
    expect(climate).not.toBe(plain);
    // Garbage in the cookie is no choice: it does not make a cache entry of its own.
    expect(key(req(`${CLIMATE_COOKIE}=${'x'.repeat(50)}`))).toBe(plain);
    envWith({});
    expect(key(req(`${CLIMATE_COOKIE}=energy-saver`))).toBe(key(req()));
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    new Request('http://site.test/api/theme', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'site.test',
        origin: 'http://site.test',
        ...headers,
      },
    });

  it('POST /api/theme: 303 back with the cookie, JSON for the button, forgets on "off"', async () => {
    allOn();
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const res = await handleClimatePost(post('climate=on&returnTo=%2Fborger%2F'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/borger/');
    expect(res.headers.get('set-cookie')).toBe(climateCookie(true, false));
    expect(res.headers.get('set-cookie')).toMatch(
      /^kommune_theme=energy-saver; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/,
    );
    const json = await handleClimatePost(
      post('climate=off&returnTo=%2F', { accept: 'application/json' }),
    );
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ status: 'ok', climate: false, theme: null });
    expect(json.headers.get('set-cookie')).toMatch(/^kommune_theme=; Max-Age=0;/);
  });

  it('hostile posts: off-site returnTo, bad values, cross-site, oversized, flag off', async () => {
    allOn();
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    for (const returnTo of ['//evil.example/', 'https://evil.example/', '/\\evil', '/a/..//evil']) {
      const res = await handleClimatePost(
        post(`climate=on&returnTo=${encodeURIComponent(returnTo)}`),
      );
      expect(res.status, returnTo).toBe(303);
      expect(res.headers.get('location'), returnTo).toBe('/');
    }
    for (const body of ['climate=dark', 'climate=', '', 'climate=on%00']) {
      const res = await handleClimatePost(post(body));
      expect(res.status, body).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const cross = await handleClimatePost(post('climate=on', { origin: 'https://evil.example' }));
    expect(cross.status).toBe(403);
    expect(cross.headers.get('set-cookie')).toBeNull();
    const big = await handleClimatePost(post(`climate=on&x=${'a'.repeat(5000)}`));
    expect(big.status).toBe(413);
    const json = await handleClimatePost(post('climate=on', { 'content-type': 'text/plain' }));
    expect(json.status).toBe(415);
    envWith({});
    const off = await handleClimatePost(post('climate=on'));
    expect(off.status).toBe(404);
    expect(off.headers.get('set-cookie')).toBeNull();
  });

  it('only POST reaches /api/theme (405 with Allow for the rest)', async () => {
    const hono = new Hono();
    hono.use((c, next) => runWithRequestContext(undefined, () => next()));
    hono.use(classifyStep);
    hono.use(methods);
    hono.all('*', (c) => c.text('ok'));
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await hono.request(new Request('http://site.test/api/theme', { method }));
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });
});

describe('UMBRACO_URL_REDIRECT', () => {
  it('umbracoUrlTarget: another address of the page goes to its Umbraco URL', () => {
    expect(umbracoUrlTarget('/p-tilladelse/', '/borger/parkering/')).toBe('/borger/parkering/');
    expect(umbracoUrlTarget('/Borger/', '/borger/')).toBe('/borger/');
    expect(umbracoUrlTarget('/borger/', '/borger')).toBeNull();
    expect(umbracoUrlTarget('/børn/', '/b%C3%B8rn/')).toBeNull();
    expect(umbracoUrlTarget('/boern/', '/børn/')).toBe('/b%C3%B8rn/');
    // Never off-site, never for the site root, never for what cannot be read.
    for (const url of [
      'https://evil.example/x/',
      '//evil.example/',
      '/\\evil.example/',
      'javascript:alert(1)',
      '/a%zz/',
      '/a/?x=1',
      '/a\u0000/',
      '',
      null,
      undefined,
    ]) {
      expect(umbracoUrlTarget('/x/', url), String(url)).toBeNull();
    }
    expect(umbracoUrlTarget('/', '/da/forside/')).toBeNull();
    expect(umbracoUrlTarget('/x/', `/${'a'.repeat(3000)}/`)).toBeNull();
  });

  /** The pipeline's classify and CMS steps in front of a stand-in renderer. */
  function pipeline() {
    const hono = new Hono();
    hono.use((c, next) => runWithRequestContext(undefined, () => next()));
    hono.use(classifyStep);
    hono.use(cmsPage);
    hono.all('*', async (c) => {
      const page = (await getRequestContext()?.page) as { kind: string; location?: string };
      return c.json(page, 200, { 'content-type': 'text/x-component' });
    });
    return hono;
  }

  it('on: an alias address answers 301 to the Umbraco URL (query kept); RSC payloads redirect client-side', async () => {
    allOn();
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const hono = pipeline();
    const res = await hono.request('http://site.test/p-tilladelse/?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/borger/parkering/?x=1');
    const rsc = await hono.request('http://site.test/RSC/R/p-tilladelse.txt');
    expect(rsc.status).toBe(200);
    expect(await rsc.json()).toMatchObject({ kind: 'redirect', location: '/borger/parkering/' });
    // The page at its own address renders.
    const own = await hono.request('http://site.test/RSC/R/borger/parkering.txt');
    expect(await own.json()).toMatchObject({ kind: 'render' });
  });

  it('off: the alias address renders the page; backend redirects are followed either way', async () => {
    envWith({});
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const hono = pipeline();
    const alias = await hono.request('http://site.test/RSC/R/p-tilladelse.txt');
    expect(await alias.json()).toMatchObject({ kind: 'render' });
    for (const env of [() => envWith({}), allOn]) {
      env();
      const moved = await hono.request('http://site.test/gammel-side/');
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/borger/affald-og-genbrug/');
    }
  });
});

describe('logins for the tools (spec section 2)', () => {
  it('every /__tools page but the dictionary needs a login; demos stay as they were', () => {
    for (const route of toolRoutes) {
      if (route.path.startsWith('/__limbo')) expect(route.auth, route.path).toBe(true);
      if (route.path.startsWith('/__tools/'))
        expect(route.auth ?? false, route.path).toBe(route.path !== '/__tools/frontend-dictionary');
      if (route.path.startsWith('/__demo/')) expect(route.auth, route.path).toBeUndefined();
    }
    // The alias paths follow their targets.
    expect(toolRouteOf('/theme-playground')?.auth).toBe(true);
    expect(toolRouteOf('/color-list-playground')?.auth).toBe(true);
    expect(toolRouteOf('/kultunaut-demo-list')?.auth).toBeUndefined();
  });
});
