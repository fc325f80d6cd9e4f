import { describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { methods } from '#src/server/pipeline/methods.ts';
import { toolsAccess } from '#src/server/pipeline/tools-access.ts';
import { app, echo, request } from './step-app.test-kit.ts';

describe('step 15: the tools guard sees the path the router is handed', () => {
  const hono = app([classifyStep, methods, toolsAccess], echo);

  it('guards a protected page, for documents and RSC payloads; other spellings never reach it', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const doc = await request(hono, '/__limbo/configuration-overview/');
    expect(doc.status).toBe(302);
    for (const target of ['/RSC/R/___limbo/configuration-overview.txt', '/RSC/R/___limbo.txt']) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(401);
      expect(res.headers.get('location'), target).toMatch(/^\/__login\/\?returnUrl=%2F__limbo/);
    }
    // Documents in another spelling are redirected to the guarded one; RSC payloads refused.
    for (const [target, status] of [
      ['/__limb%6F/configuration-overview/', 301],
      ['/__limbo//configuration-overview/', 301],
      ['/__LIMBO/configuration-overview/', 301],
      ['/RSC/R/_%5F_limbo/configuration-overview.txt', 400],
      ['/RSC/R/___%6cimbo.txt', 400],
      ['/RSC/R//___limbo/configuration-overview.txt', 400],
    ] as const) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(status);
      expect(await res.text(), target).not.toContain('"kind"');
    }
  });

  it('keeps flagged routes off in every spelling', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    for (const target of ['/__demo/kultunaut-list/', '/RSC/R/___demo/kultunaut-list.txt']) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});
