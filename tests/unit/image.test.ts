import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NOT_IN_IMAGE, parseDockerfile, productionPackagesOf } from '#scripts/image-recipe.ts';
import { compileProductionEntry, root } from '#scripts/launcher.ts';

/** The production image (deploy/Dockerfile); `npm run stage:image` builds and runs its tree. */
const dockerfile = readFileSync(path.join(root, 'deploy/Dockerfile'), 'utf8');
const stages = parseDockerfile(dockerfile);
const runtime = stages.get('runtime');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

describe('the production image (deploy/Dockerfile)', () => {
  it('is based on Node 24', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
  });

  it('runs the compiled entry with plain node: no TypeScript loader', () => {
    expect(runtime?.cmd).toEqual(['node', 'dist/start.mjs']);
    expect(runtime?.healthcheck).toEqual(['node', 'deploy/healthcheck.mjs']);
    const instructions = dockerfile.split('\n').filter((line) => !/^\s*#/.test(line));
    expect(instructions.join('\n')).not.toMatch(/tsx|--import/);
  });

  it('copies dist/, the production node_modules, package.json and the healthcheck: nothing else', () => {
    const copies = runtime?.copies.map((c) => `${c.from ?? 'context'}:${c.sources.join(',')}`);
    expect(copies).toEqual([
      'deps:/app/node_modules',
      'build:/app/dist',
      'context:package.json',
      'context:deploy/healthcheck.mjs',
    ]);
    const deps = stages.get('deps');
    expect(deps?.runs).toEqual([
      'npm ci --omit=dev --omit=optional --no-audit --no-fund --ignore-scripts',
    ]);
  });

  it('builds without mocks/: the build context leaves the dev-time sample backend out', () => {
    const ignore = readFileSync(path.join(root, 'deploy/Dockerfile.dockerignore'), 'utf8');
    expect(ignore.split('\n').map((line) => line.trim())).toContain('mocks');
  });

  it('installs no TypeScript loader, test tool or Node binary as a production package', () => {
    const production = new Set(productionPackagesOf(lock));
    const banned = NOT_IN_IMAGE.filter((p) => p.startsWith('node_modules/') && production.has(p));
    expect(banned).toEqual([]);
    // tsx is vite's optional peer: only --omit=optional keeps it out (see the Dockerfile).
    expect(lock.packages['node_modules/tsx'].devOptional).toBe(true);
    expect(pkg.dependencies.tsx).toBeUndefined();
  });
});

describe('dist/start.mjs (scripts/start-production.ts compiled)', () => {
  // Inside the checkout, so its package imports resolve from node_modules as they do in dist/.
  const dir = mkdtempSync(path.join(root, 'node_modules/.cache-start-'));
  const entry = path.join(dir, 'start.mjs');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports only production dependencies and node built-ins', async () => {
    await compileProductionEntry(entry);
    const code = readFileSync(entry, 'utf8');
    const specifiers = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    const packages = specifiers.filter((s) => !s?.startsWith('node:'));
    expect(packages.length).toBeGreaterThan(0);
    for (const name of packages) expect(Object.keys(pkg.dependencies)).toContain(name);
    expect(code).not.toMatch(/#src\/|\.tsx?["']/);
  });

  it.each([
    [{}, 'Configuration error: CMS_API_URL is not set'],
    [{ CMS_API_URL: 'ftp://cms' }, 'Configuration error: CMS_API_URL must start with http'],
    [{ CMS_API_URL: 'https://cms.invalid', PORT: 'eighty' }, 'Configuration error: PORT '],
  ])('stops start-up with one line for a bad configuration %#', (env, line) => {
    const run = spawnSync(process.execPath, [entry], {
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr.startsWith(line)).toBe(true);
  });
});
