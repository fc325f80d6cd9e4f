import { describe, expect, it } from 'vitest';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { requestModel } from '#src/server/request/request-model.ts';
import { methods } from '#src/server/pipeline/methods.ts';
import { unservedFiles } from '#src/server/pipeline/unserved-files.ts';
import { app, request, terminal } from './step-app.test-kit.ts';

describe('step 11: unserved files', () => {
  const seen = terminal((c) => c.json({ kind: requestModel().kind }));
  const hono = app([classifyStep, methods, unservedFiles], seen.handle);

  it('answers a file path the build does not have with the 404 page, never a CMS page', async () => {
    // `/1234.aspx`: a preview link only with the back-office login; else a file (issue 23).
    for (const target of [
      '/quiz.pdf',
      '/x.webmanifest',
      '/assets/nope.js',
      '/borger/a.PNG',
      '/1234.aspx',
    ]) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(404);
      expect(res.headers.get('content-type'), target).toMatch(/^text\/html/);
      expect(await res.text(), target).toContain('Fejlkode 404');
    }
    expect(seen.calls.count).toBe(0);
  });

  it('lets pages, a preview, RSC payloads, tools and the API go on', async () => {
    const editor = { headers: { cookie: 'UMB_UCONTEXT=editor' } };
    for (const [target, kind, init] of [
      ['/borger/', 'page', {}],
      ['/1234/', 'page', {}],
      ['/1234.aspx', 'page', editor],
      ['/RSC/R/borger.txt', 'page', {}],
      ['/__limbo/', 'tools', {}],
      ['/api/data?url=/', 'api', {}],
    ] as const) {
      const res = await request(hono, target, init);
      expect(res.status, target).toBe(200);
      expect(await res.json(), target).toEqual({ kind });
    }
  });

  it('answers a path under the app’s prefixes that is none of its routes with a plain 404', async () => {
    for (const target of [
      '/__tools/nope/',
      '/__demo/nope/',
      '/__login/nope/',
      '/__tools/',
      '/__tools/%3Cscript%3E/',
    ]) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(404);
      expect(res.headers.get('cache-control'), target).toBe('public, max-age=3600');
      expect(res.headers.get('x-robots-tag'), target).toBe('noindex');
      expect(await res.text(), target).toContain('Fejlkode 404');
    }
    const rsc = await request(hono, '/RSC/R/___tools/nope.txt');
    expect(rsc.status).toBe(404);
    expect(seen.calls.count).toBe(0);
    // Under /__limbo it goes on to the guard, which sends it to the login like any tools page.
    expect((await request(hono, '/__limbo/nope/')).status).toBe(200);
    // The app's own routes go on.
    expect((await request(hono, '/__tools/frontend-dictionary/')).status).toBe(200);
    expect((await request(hono, '/__login/')).status).toBe(200);
  });
});
