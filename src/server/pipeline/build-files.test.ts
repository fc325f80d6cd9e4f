import { describe, expect, it } from 'vitest';
import { getBuildInfo } from '#src/server/build-info.ts';
import { errorHtml } from '#src/server/pipeline/error-html.ts';
import { buildFiles } from '#src/server/pipeline/build-files.ts';
import { classifyStep } from '#src/server/pipeline/classify-step.ts';
import { methods } from '#src/server/pipeline/methods.ts';
import { app, request, terminal } from './step-app.test-kit.ts';

describe('step 9: new-build detection files', () => {
  // No build here: the stand-in for the static files (step 10) has none, as in development.
  const noFiles = terminal((c) => c.html(errorHtml(404), 404));
  const hono = app([classifyStep, methods, buildFiles], noFiles.handle);

  it('answers /builds/latest.json with the build id, revalidated every time', async () => {
    const res = await request(hono, '/builds/latest.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { id: string; timestamp: number };
    expect(body.id).toMatch(/^[\w-]+$/);
    expect(body).toEqual(getBuildInfo());
  });

  it('keeps a build file the build has, and never lets it be cached', async () => {
    const files = app([classifyStep, methods, buildFiles], (c) =>
      c.json({ id: 'from-the-build' }, 200, { 'cache-control': 'public, max-age=3600' }),
    );
    const res = await request(files, '/builds/latest.json');
    expect(await res.json()).toEqual({ id: 'from-the-build' });
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('leaves other missing build files a 404, and other paths alone', async () => {
    const missing = await request(hono, '/builds/meta/nope.json');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
    const other = await request(hono, '/latest.json');
    expect(other.status).toBe(404);
    expect(other.headers.has('cache-control')).toBe(false);
  });
});
