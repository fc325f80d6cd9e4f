import { beforeEach, describe, expect, it, vi } from 'vitest';
import { faults } from '#mocks/handlers.ts';
import { log } from '#src/server/log.ts';
import { get, ORIGIN, seoCalls } from './discovery.test-kit.ts';
import { clearDiscoveryCache } from './files.ts';

beforeEach(() => clearDiscoveryCache());

describe('the discovery answers', () => {
  it('answers a clean 503 when the backend is down and no site data is kept', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    faults.mode = 'down';
    const { res, body } = await get(`${ORIGIN}/sitemap.xml`);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('retry-after')).toBe('60');
    expect(body).not.toMatch(/Error|at /);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ file: 'sitemap.xml' }),
      'discovery file unavailable: no site data',
    );
    // Not kept: the next request after recovery gets the sitemap.
    faults.mode = 'none';
    expect((await get(`${ORIGIN}/sitemap.xml`)).res.status).toBe(200);
  });

  it('keeps answers a minute per host, and never asks the backend for its own call', async () => {
    const calls = seoCalls();
    await get(`${ORIGIN}/sitemap.xml`);
    await get(`${ORIGIN}/sitemap.xml`);
    expect(calls).toHaveLength(1);
    await get('http://localhost/sitemap.xml');
    expect(calls).toHaveLength(2);
    const looped = await get('http://localhost/sitemap.xml', { 'x-limbo-discovery': '1' });
    expect(looped.res.headers.get('x-sitemap-source')).toBe('navigation');
    expect(calls).toHaveLength(2);
  });

  it('/security.txt redirects to the well-known place', async () => {
    const { res } = await get(`${ORIGIN}/security.txt`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/.well-known/security.txt');
  });
});
