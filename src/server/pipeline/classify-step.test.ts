import { describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { classify } from '#src/server/request/classify.ts';
import { classifyStep, requestModelOf } from '#src/server/pipeline/classify-step.ts';
import { CMS } from '#tests/support/setup.ts';
import { app, echo, request } from './step-app.test-kit.ts';

describe('step 4: classify', () => {
  const hono = app([classifyStep], echo);

  it('refuses escapes a guard could be fooled by, with a 400 page and a log line', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    for (const target of ['/__limb%256F/', '/a%2Fb/', '/a%5Cb/', '/a%00/', '/a%zz/', '/b%C3/']) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(400);
      expect(await res.text()).toContain('Fejlkode 400');
    }
    expect(warn).toHaveBeenCalledTimes(6);
  });

  it('refuses a URL too long to echo into a page with 414 (regression: a 233 KB cached page)', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    expect((await request(hono, `/${'a'.repeat(2100)}/`)).status).toBe(414);
    expect((await request(hono, `/borger/?q=${'a'.repeat(5000)}`)).status).toBe(414);
    expect((await request(hono, `/${'a'.repeat(2000)}/`)).status).toBe(200);
  });

  it('redirects encoded letters, doubled slashes and missing slashes to the canonical URL', async () => {
    for (const [target, location] of [
      ['/__limb%6F/configuration-overview/', '/__limbo/configuration-overview/'],
      ['/borger//', '/borger/'],
      ['/borger?x=1', '/borger/?x=1'],
      ['//evil.example/', '/evil.example/'],
      ['/__LIMBO/configuration-overview/', '/__limbo/configuration-overview/'],
      ['/Borger/Affald/', '/borger/affald/'],
    ] as const) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(301);
      expect(res.headers.get('location'), target).toBe(location);
    }
  });

  it('sends /umbraco/* to the backend, also when spelled with escapes, but not a preview', async () => {
    for (const target of ['/umbraco/backoffice', '/%75mbraco/backoffice']) {
      const res = await request(hono, target);
      expect(res.headers.get('location'), target).toBe(`${CMS}/umbraco/backoffice/`);
    }
    expect((await request(hono, '/umbraco/preview/?id=12')).status).toBe(200);
  });

  it('sends a non-GET request at another spelling to the canonical URL with 308: never served there', async () => {
    const res = await request(hono, '/api/feedb%61ck', { method: 'POST' });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/api/feedback');
    const served = await request(hono, '/api/feedback', { method: 'POST' });
    expect(await served.json()).toEqual({ path: '/api/feedback', kind: 'api', method: 'POST' });
  });

  it('refuses an RSC payload path that is not the one Waku encodes for its route (regression: a guard bypass)', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    for (const target of [
      // The doubled slash: the guard saw a CMS page, Waku was handed the tools page.
      '/RSC/R//___limbo/configuration-overview.txt',
      '/RSC/R/___limb%6F/configuration-overview.txt',
      '/RSC/R/___LIMBO/configuration-overview.txt',
      '/RSC/R___limbo/configuration-overview.txt',
      '/RSC/R/borger//affald.txt',
      '/RSC/R/borger/_.txt',
      '/RSC/R/borger',
    ]) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(400);
      expect(res.headers.get('location'), target).toBeNull();
    }
    expect((await request(hono, '/RSC/R/___limbo/configuration-overview.txt')).status).toBe(200);
    expect((await request(hono, '/RSC/R/borger/affald.txt')).status).toBe(200);
  });

  // Regression (issue 23): every all-number path was a preview, for anyone, so a page at /2030/
  // answered 401 "Log ind i Umbraco" and was never cached.
  it('makes an all-number path a preview only with the back-office login (decision 033)', async () => {
    const model = (target: string, cookie: string | null) =>
      requestModelOf(classify(new URL(`http://site.test${target}`)), cookie);
    for (const cookie of [null, 'UMB_PREVIEW=1', 'UMB_UCONTEXT=', 'member=alice']) {
      expect(await model('/2030/', cookie), String(cookie)).toMatchObject({
        kind: 'page',
        preview: null,
        personal: false,
        backendUrl: '//2030/',
        cacheVariant: '00000',
      });
      expect(await model('/1234.aspx', cookie), String(cookie)).toMatchObject({
        kind: 'file',
        preview: null,
      });
    }
    for (const target of ['/2030/', '/RSC/R/2030.txt', '/2030.aspx']) {
      expect(await model(target, 'UMB_UCONTEXT=editor'), target).toMatchObject({
        kind: 'page',
        preview: '/2030.aspx',
        backendUrl: '/2030.aspx',
        personal: true,
      });
    }
    // A preview link is one for anybody: without the login the backend says 401.
    expect(await model('/umbraco/preview/?id=12', null)).toMatchObject({
      preview: '/umbraco/preview/?id=12',
      personal: true,
    });
  });
});
