import { beforeEach, describe, expect, it, vi } from 'vitest';
import { faults } from '#mocks/handlers.ts';
import { log } from '#src/server/log.ts';
import { freshDiscovery, get, HOST, ORIGIN, useEnv } from './discovery.test-kit.ts';
import { DISALLOWED, parseRobotsGroups, renderRobots } from './robots.ts';

beforeEach(() => freshDiscovery());

describe('/robots.txt', () => {
  it("keeps our rules in every group, merges the backend's, and names this host's sitemap", async () => {
    const { res, body } = await get(`${ORIGIN}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const groups = body.split('\n\n');
    const star = groups.find((g) => g.includes('User-agent: *'))!;
    const bot = groups.find((g) => g.includes('User-agent: ExampleBot'))!;
    for (const path of DISALLOWED) {
      expect(star).toContain(`Disallow: ${path}\n`.trim());
      expect(bot).toContain(`Disallow: ${path}`);
    }
    expect(star).toContain('Disallow: /da/soegning/');
    expect(bot).toContain('Disallow: /nyheder/arkiv/');
    // An Allow that would reopen an API is dropped, and so is the backend's own Sitemap line.
    expect(body).not.toContain('Allow: /api/');
    expect(body.match(/^Sitemap:.*$/gm)).toEqual([`Sitemap: ${ORIGIN}/sitemap.xml`]);
  });

  it('is ours alone when the backend fails or has no site for the host', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    faults.mode = 'down';
    const down = await get(`${ORIGIN}/robots.txt`);
    expect(down.res.status).toBe(200);
    expect(down.body).toBe(renderRobots(ORIGIN));
    faults.mode = 'none';
    useEnv({ PUBLIC_HOSTS: `${HOST},other.example` });
    const unknown = await get('http://other.example/robots.txt');
    expect(unknown.body).toBe(renderRobots('http://other.example'));
  });

  it('reads hostile backend rules safely', () => {
    const groups = parseRobotsGroups(
      [
        'Sitemap: https://evil.example/sitemap.xml',
        'Disallow: /before-any-agent/',
        'User-agent: *',
        'Allow: /__limbo/',
        'Allow: /*',
        'Disallow: /intern/ # editors',
        'Host: evil.example',
        'Crawl-delay: 10000000',
        'Disallow: /a\u0000b/',
        'User-agent: Googlebot\rDisallow: /g/',
        'Noindex: /x/',
      ].join('\n'),
    );
    expect(groups).toEqual([
      { agents: ['*'], rules: ['Disallow: /intern/'] },
      { agents: ['Googlebot'], rules: ['Disallow: /g/'] },
    ]);
    const text = renderRobots('https://kommune.dk', groups);
    expect(text).not.toMatch(/evil|__limbo\/\n*Allow|Allow:/);
    expect(text.match(/^User-agent: \*$/gm)).toHaveLength(1);
  });
});
