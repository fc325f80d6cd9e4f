import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { allOn, envWith } from '#src/server/flags/flags.test-kit.ts';
import { log } from '#src/server/log.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { cmsPage } from '#src/server/pipeline/cms-page.ts';
import { securityHeaders } from '#src/server/pipeline/security-headers.ts';
import { fitsInHeader, HOSTILE_PATHS } from '#src/server/routing.test-kit.ts';
import { getRequestContext, runWithRequestContext } from '#src/server/request-context.ts';

describe('UMBRACO_URL_REDIRECT in the CMS page step', () => {
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

describe("the CMS page step's 500 page", () => {
  /** Steps 2, 6 and 13 in front of a renderer that fails as Waku does (its message as text). */
  function failing() {
    const hono = new Hono();
    hono.use((c, next) => runWithRequestContext(undefined, () => next()));
    hono.use(securityHeaders);
    hono.use(classifyStep);
    hono.use(cmsPage);
    hono.all('*', (c) => c.text('render failed', 500));
    return hono;
  }
  /** The page's last link: "go back" (a 5xx names a phone number before it). */
  const backLink = async (res: Response) =>
    [...(await res.text()).matchAll(/<a href="([^"]*)">/g)].at(-1)?.[1] ?? null;

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
    expect(body).toContain('Der opstod en teknisk fejl – prøv igen om lidt.');
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
