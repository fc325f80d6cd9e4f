import { describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { methods } from '#src/server/pipeline/methods.ts';
import { toolsAccess } from '#src/server/pipeline/tools-access.ts';
import { app, echo, request } from './step-app.test-kit.ts';

describe('step 12: the tools guard sees the decoded path', () => {
  const hono = app([classifyStep, methods, toolsAccess], echo);

  it('guards every spelling of a protected page, for documents and RSC payloads', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const doc = await request(hono, '/__limbo/configuration-overview/');
    expect(doc.status).toBe(302);
    for (const target of [
      '/RSC/R/_%5F_limbo/configuration-overview.txt',
      '/RSC/R/___%6cimbo.txt',
      '/RSC/R/___limbo/configuration-overview.txt',
    ]) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(401);
      expect(res.headers.get('location'), target).toMatch(/^\/__login\/\?returnUrl=%2F__limbo/);
    }
  });

  it('keeps flagged routes off in every spelling', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    for (const target of ['/__demo/kultunaut-list/', '/RSC/R/___dem%6F/kultunaut-list.txt']) {
      const res = await request(hono, target);
      expect(res.status, target).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});
