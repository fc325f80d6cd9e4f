import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_IN_IMAGE, parseDockerfile, productionPackagesOf } from './image-recipe.ts';
import { root } from './launcher.ts';

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
