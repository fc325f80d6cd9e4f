import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { allOn, envWith } from '#src/server/flags/flags.test-kit.ts';
import { log } from '#src/server/log.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { cmsPage } from '#src/server/pipeline/cms-page.ts';
import { securityHeaders } from '#src/server/pipeline/security-headers.ts';
import { fitsInHeader, HOSTILE_PATHS } from '#src/server/routing.test-kit.ts';
import { getRequestContext, runWithRequestContext } from '#src/server/request-context.ts';
import { FORM_STATE_COOKIE, sealFormState } from '#src/server/forms/form-state.ts';
import { addressesRendering, RENDERS_PER_ADDRESS } from '#src/server/http/render-slots.ts';
import { requestContext } from '#src/server/pipeline/request-context-step.ts';

/**
 * The pipeline's classify and CMS steps (after `before`) in front of a stand-in renderer that
 * answers with `render`.
 */
function stepsBefore(render: Handler, ...before: MiddlewareHandler[]) {
  const hono = new Hono();
  hono.use((c, next) => runWithRequestContext(undefined, () => next()));
  for (const step of before) hono.use(step);
  hono.use(classifyStep);
  hono.use(cmsPage);
  hono.all('*', render);
  return hono;
}

describe('UMBRACO_URL_REDIRECT in the CMS page step', () => {
  /** The page result the step handed down, as the renderer sees it. */
  const pipeline = () =>
    stepsBefore((c) =>
      c.json(getRequestContext()?.page?.result, 200, { 'content-type': 'text/x-component' }),
    );

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

describe("the CMS page step's 500 page", () => {
  /** Steps 2, 6 and 13 in front of a renderer that fails as Waku does (its message as text). */
  const failing = () => stepsBefore((c) => c.text('render failed', 500), securityHeaders);
  /** The page's last link: "go back" (a 5xx names a phone number before it). */
  const backLink = async (res: Response) =>
    [...(await res.text()).matchAll(/<a href="([^"]*)"[^>]*>/g)].at(-1)?.[1] ?? null;

  it('is stored nowhere, so it may lead back to a same-site referrer', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const res = await failing().request('http://site.test/borger/', {
      headers: { referer: 'http://site.test/erhverv/?a=1' },
    });
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await backLink(res.clone())).toBe('/erhverv/?a=1');
    // A technical error, with the number of the site the page was resolved with (issue 23).
    const body = await res.text();
    expect(body).toContain('<title>Der opstod en teknisk fejl – fejlkode 500</title>');
    expect(body).toContain('Siden kan ikke vises lige nu. Prøv igen om lidt.');
    // The link says where it goes: back, to the page before.
    expect(body).toContain('>Gå tilbage til forrige side</a>');
    expect(body).toContain('<strong>Eksempel Kommune</strong>');
    expect(body).toContain('<a href="tel:+4570000000">+45 70 00 00 00</a>');
  });

  // Regression: `http://site.test//evil.example/x` led to //evil.example/x.
  it.each(HOSTILE_PATHS.filter(([, path]) => fitsInHeader(path)))(
    'a Referer with a hostile path (%s) leads to the front page',
    async (_name, path) => {
      vi.spyOn(log, 'error').mockImplementation(() => undefined);
      vi.spyOn(log, 'info').mockImplementation(() => undefined);
      const res = await failing().request('http://site.test/borger/', {
        headers: { referer: `http://site.test${path}` },
      });
      expect(await backLink(res)).toBe('/');
    },
  );
});

describe('the CMS page step: module form state and the built-in cookie page', () => {
  const pipeline = () =>
    stepsBefore((c) => c.html(JSON.stringify(getRequestContext()?.page?.result ?? null)));

  it('a page showing what one visitor typed is private, no-store, and clears the cookie', async () => {
    envWith({});
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const sealed = await sealFormState(
      'feedback',
      '/borger/parkering/',
      new URLSearchParams({ comment: 'Hej' }),
    );
    const hono = pipeline();
    const shown = await hono.request('http://site.test/borger/parkering/?feedback=error', {
      headers: { cookie: `${FORM_STATE_COOKIE}=${sealed}` },
    });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(shown.headers.get('set-cookie')).toMatch(
      new RegExp(`^${FORM_STATE_COOKIE}=; Max-Age=0;`),
    );
    // Another page, or no cookie: an ordinary shared page.
    for (const [path, cookie] of [
      ['/borger/', `${FORM_STATE_COOKIE}=${sealed}`],
      ['/borger/parkering/', ''],
    ] as const) {
      const res = await hono.request(`http://site.test${path}`, { headers: { cookie } });
      expect(res.headers.get('cache-control'), path).toContain('public');
      expect(res.headers.get('set-cookie'), path).toBeNull();
    }
  });

  it.each([
    ['/cookies/', 'da'],
    ['/en/cookies/', 'en'],
    ['/de/cookies/', 'de'],
  ])('%s is the built-in cookie page (200) where the backend has none', async (path, language) => {
    envWith({});
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const res = await pipeline().request(`http://site.test${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe(language);
    expect(res.headers.get('x-robots-tag')).toBeNull();
    expect(JSON.parse(await res.text())).toMatchObject({
      kind: 'render',
      status: 200,
      builtin: 'cookies',
      language,
    });
  });

  it('only there: other spellings are moved there first, and paths below it are not found', async () => {
    envWith({});
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const hono = pipeline();
    for (const [path, location] of [
      ['/cookies', '/cookies/'],
      ['/COOKIES/', '/cookies/'],
      ['/en//cookies/', '/en/cookies/'],
      ['/%63ookies/', '/cookies/'],
    ]) {
      const res = await hono.request(`http://site.test${path}`);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(location);
    }
    for (const path of ['/cookies/x/', '/da/cookies/', '/cookies/%3Cscript%3E/']) {
      const res = await hono.request(`http://site.test${path}`);
      expect(res.status, path).toBe(404);
    }
    expect((await hono.request('http://site.test/cookies/%2e%2e%2f')).status).toBe(400);
  });
});

describe('renders under way per address (render-slots.ts)', () => {
  it('gives one address RENDERS_PER_ADDRESS renders at a time, a quick 503 beyond, others theirs', async () => {
    envWith({});
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hono = new Hono();
    hono.use(requestContext, classifyStep, cmsPage);
    hono.all('*', async (c) => {
      await held;
      return c.html('<!doctype html><title>x</title><main>x</main></html>');
    });
    const from = (address: string, path: string) =>
      hono.request(`http://site.test${path}`, undefined, {
        incoming: { url: path, socket: { remoteAddress: address } },
      });
    const flood = Array.from({ length: RENDERS_PER_ADDRESS }, (_, i) =>
      from('203.0.113.9', `/borger/?z=${i}`),
    );
    await new Promise((r) => setTimeout(r, 200)); // the backend answers; the renders wait
    const refused = await from('203.0.113.9', '/borger/?z=extra');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // Another address renders meanwhile.
    const other = from('198.51.100.7', '/borger/?z=other');
    release();
    expect((await other).status).toBe(200);
    expect((await Promise.all(flood)).map((res) => res.status)).toEqual(flood.map(() => 200));
    // Given back: the address renders again, and no entry is left behind.
    expect((await from('203.0.113.9', '/borger/?z=after')).status).toBe(200);
    expect(addressesRendering()).toBe(0);
  });
});
