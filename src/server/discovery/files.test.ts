import { beforeEach, describe, expect, it, vi } from 'vitest';
import { faults } from '#mocks/handlers.ts';
import { log } from '#src/server/log.ts';
import { server } from '#tests/support/setup.ts';
import { freshDiscovery, get, HOST, locs, ORIGIN, seoCalls, useEnv } from './discovery.test-kit.ts';
import { renderRobots } from './robots.ts';

beforeEach(() => freshDiscovery());

describe('the discovery files', () => {
  it('responds with a clean 503 when the backend is down and no site data is kept', async () => {
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

  it('keeps files a minute per host, and never asks the backend for its own call', async () => {
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

/** Every backend call, whatever its path (site data, sitemap, robots). */
function backendCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => calls.push(request.url));
  return calls;
}

const FILES = ['/sitemap.xml', '/robots.txt', '/.well-known/security.txt', '/manifest.webmanifest'];

describe('hosts that are not known', () => {
  it('50 invented hosts cause no backend call, and no response names them (regression: a fetch and a parse per Host)', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const calls = backendCalls();
    for (let i = 0; i < 50; i++) {
      for (const path of FILES) {
        const { res, body } = await get(`http://x${i}.evil.example${path}`);
        expect(res.headers.get('cache-control'), path).toBe('no-store');
        expect(res.status, path).toBe(path === '/robots.txt' ? 200 : 404);
        expect(body, path).not.toContain('evil');
      }
    }
    expect(calls).toEqual([]);
    // robots.txt still keeps crawlers out of the tools, and names no sitemap.
    expect((await get('http://x.evil.example/robots.txt')).body).toBe(renderRobots(null));
    expect(renderRobots(null)).not.toMatch(/Sitemap|http/);
  });

  it('APP_HOST does not make every Host known; a forged X-Forwarded-Host is not known either', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    useEnv({ APP_HOST: HOST, TRUSTED_PROXIES: '1' });
    const calls = backendCalls();
    expect((await get('http://evil.example/sitemap.xml')).res.status).toBe(404);
    const forged = await get(`${ORIGIN}/sitemap.xml`, { 'x-forwarded-host': 'evil.example' });
    expect(forged.res.status).toBe(404);
    expect(calls).toEqual([]);
    expect((await get(`${ORIGIN}/sitemap.xml`)).res.status).toBe(200);
  });
});

describe('kept per site', () => {
  it('two spellings of a known host (case, trailing dot, port) share one cached sitemap', async () => {
    const calls = seoCalls();
    const plain = await get(`${ORIGIN}/sitemap.xml`);
    for (const spelling of [
      'http://WWW.Example-Kommune.DK/sitemap.xml',
      'http://www.example-kommune.dk./sitemap.xml',
      'http://www.example-kommune.dk:80/sitemap.xml',
    ]) {
      const other = await get(spelling);
      expect(other.body, spelling).toBe(plain.body);
    }
    expect(locs(plain.body)[0]).toMatch(/^http:\/\/www\.example-kommune\.dk\//);
    // Another port is another origin in the URLs, but the same site: the backend is not asked.
    const onPort = await get('http://www.example-kommune.dk:8080/sitemap.xml');
    expect(locs(onPort.body)[0]).toMatch(/^http:\/\/www\.example-kommune\.dk:8080\//);
    expect(calls).toEqual([{ path: '/sitemap.xml', host: HOST }]);
  });

  it('with APP_HOST, every known host of the site shares what the backend said', async () => {
    useEnv({ APP_HOST: HOST, PUBLIC_HOSTS: `${HOST},kommune.dk` });
    const calls = seoCalls();
    const www = await get(`${ORIGIN}/sitemap.xml`);
    const bare = await get('http://kommune.dk/sitemap.xml');
    const local = await get('http://localhost:3000/robots.txt');
    await get('http://kommune.dk/robots.txt');
    expect(locs(www.body)[0]).toMatch(/^http:\/\/www\.example-kommune\.dk\//);
    expect(locs(bare.body)[0]).toMatch(/^http:\/\/kommune\.dk\//);
    expect(local.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(calls).toEqual([
      { path: '/sitemap.xml', host: HOST },
      { path: '/robots.txt', host: HOST },
    ]);
  });
});
