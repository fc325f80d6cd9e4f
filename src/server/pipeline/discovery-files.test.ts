import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDiscovery, ORIGIN } from '#src/server/discovery/discovery.test-kit.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { classifyStep } from './classify-step.ts';
import { discoveryFiles } from './discovery-files.ts';
import { methods } from './methods.ts';
import { unservedFiles } from './unserved-files.ts';

beforeEach(() => freshDiscovery());

describe('in the pipeline', () => {
  const app = () => {
    const hono = new Hono();
    hono.use((_, next) => runWithRequestContext(undefined, () => next()));
    for (const step of [classifyStep, methods, discoveryFiles, unservedFiles]) hono.use(step);
    hono.all('*', (c) => c.text('rendered'));
    return hono;
  };

  it('answers GET and HEAD, and 405 with Allow for other methods', async () => {
    expect((await app().request(`${ORIGIN}/robots.txt`)).status).toBe(200);
    const head = await app().request(`${ORIGIN}/robots.txt`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await app().request(`${ORIGIN}/sitemap.xml`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('serves /manifest.webmanifest without a trailing-slash redirect (regression)', async () => {
    const res = await app().request(`${ORIGIN}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    // Other long extensions are files too: a plain 404, never a redirect to a slash.
    const long = await app().request(`${ORIGIN}/data/export.verylongextension`);
    expect(long.status).toBe(404);
    expect(long.headers.get('location')).toBeNull();
    // Near misses are not discovery files.
    expect((await app().request(`${ORIGIN}/sitemap.xml/`)).status).toBe(404);
    expect((await app().request(`${ORIGIN}/Sitemap.xml`)).status).toBe(404);
  });
});
