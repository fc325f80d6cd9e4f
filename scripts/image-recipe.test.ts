import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bundledPackages,
  IMAGE_CONTENTS,
  NOT_IN_IMAGE,
  packageOf,
  parseDockerfile,
  reachableNodeModules,
  summarizeTrace,
} from './image-recipe.ts';
import { root, SERVER_NODE_FLAGS } from './launcher.ts';

/** The production image (deploy/Dockerfile); `npm run stage:image` builds and runs its tree. */
const dockerfile = readFileSync(path.join(root, 'deploy/Dockerfile'), 'utf8');
const stages = parseDockerfile(dockerfile);
const runtime = stages.get('runtime');

describe('the production image (deploy/Dockerfile)', () => {
  it('is based on Node 24', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
  });

  it('runs the compiled entry with plain node: no TypeScript loader', () => {
    expect(runtime?.cmd).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/start.mjs']);
    expect(runtime?.healthcheck).toEqual(['node', 'deploy/healthcheck.mjs']);
    const instructions = dockerfile.split('\n').filter((line) => !/^\s*#/.test(line));
    expect(instructions.join('\n')).not.toMatch(/tsx|--import/);
  });

  it('copies dist/, package.json and the healthcheck, each with its reason: no node_modules', () => {
    const copies = runtime?.copies.map((c) => `${c.from ?? 'context'}:${c.sources.join(',')}`);
    expect(copies).toEqual([
      'build:/app/dist',
      'context:package.json',
      'context:deploy/healthcheck.mjs',
    ]);
    const sources = runtime?.copies.flatMap((c) => c.sources);
    expect(Object.keys(IMAGE_CONTENTS).sort()).toEqual(sources?.sort());
    // Only the build stage is copied from: no stage installs packages for the image.
    expect([...stages.keys()]).toEqual(['build', 'runtime']);
    expect(NOT_IN_IMAGE).toContain('node_modules');
  });

  it('builds without mocks/: the build context leaves the dev-time sample backend out', () => {
    const ignore = readFileSync(path.join(root, 'deploy/Dockerfile.dockerignore'), 'utf8');
    expect(ignore.split('\n').map((line) => line.trim())).toContain('mocks');
  });
});

describe('the runtime list (scripts/module-trace.mjs output)', () => {
  const dir = '/tmp/kommune-image-x/runtime';
  const at = (file: string) => `file://${dir}/${file}`;

  it('counts the tree’s own files, and names each package with what loaded it from outside', () => {
    const trace = summarizeTrace(
      [
        { pid: 1, url: at('dist/start.mjs'), specifier: at('dist/start.mjs') },
        {
          pid: 1,
          url: at('node_modules/zod/index.js'),
          specifier: 'zod',
          parent: at('dist/start.mjs'),
        },
        {
          pid: 1,
          url: at('node_modules/zod/v3/types.js'),
          specifier: './v3/types.js',
          parent: at('node_modules/zod/index.js'),
        },
        {
          pid: 2,
          url: at('node_modules/@hono/node-server/dist/index.mjs'),
          specifier: '@hono/node-server',
          parent: at('dist/start.mjs'),
        },
        {
          pid: 2,
          url: at('dist/server/index.js'),
          specifier: './server/index.js',
          parent: at('dist/start.mjs'),
        },
        { pid: 2, url: at('dist/start.mjs'), specifier: at('dist/start.mjs') },
      ],
      dir,
    );
    expect([...trace.own].sort()).toEqual(['dist/server/index.js', 'dist/start.mjs']);
    expect(
      Object.fromEntries(
        [...trace.packages].map(([name, p]) => [name, [p.files, [...p.loadedBy]]]),
      ),
    ).toEqual({
      zod: [2, ['dist/start.mjs']],
      '@hono/node-server': [1, ['dist/start.mjs']],
    });
    expect([...trace.pids]).toEqual([1, 2]);
    expect(trace.outside).toEqual([]);
    expect(trace.missing).toEqual([]);
  });

  it('reports a module that was not found and one loaded from outside the tree', () => {
    const trace = summarizeTrace(
      [
        {
          pid: 1,
          missing: 'prom-client',
          parent: at('dist/start.mjs'),
          code: 'ERR_MODULE_NOT_FOUND',
        },
        {
          pid: 1,
          url: 'file:///work/main/node_modules/zod/index.js',
          specifier: 'zod',
          parent: at('dist/start.mjs'),
        },
        // A sibling directory whose name starts like the tree's is outside it.
        { pid: 1, url: 'file:///tmp/kommune-image-x/runtime2/x.js', specifier: '../runtime2/x.js' },
      ],
      dir,
    );
    expect(trace.missing).toEqual(['prom-client (from dist/start.mjs)']);
    expect(trace.outside).toEqual([
      'file:///work/main/node_modules/zod/index.js',
      'file:///tmp/kommune-image-x/runtime2/x.js',
    ]);
    expect(trace.own.size).toBe(0);
  });
});

describe('packageOf, bundledPackages and reachableNodeModules', () => {
  it('names the package of the innermost node_modules, scoped or not', () => {
    expect(packageOf('node_modules/zod/v3/types.js')).toBe('zod');
    expect(packageOf('/a/node_modules/@hono/node-server/dist/index.mjs')).toBe('@hono/node-server');
    expect(packageOf('node_modules/a/node_modules/b/index.js')).toBe('b');
    expect(packageOf('dist/start.mjs')).toBeUndefined();
  });

  it('sums a bundle’s input per package and names who imports each from outside it', () => {
    const packages = bundledPackages({
      inputs: {
        'scripts/cluster.mjs': {
          bytes: 10,
          imports: [{ path: 'node_modules/prom-client/index.js' }, { path: 'node:cluster' }],
        },
        'node_modules/prom-client/index.js': {
          bytes: 100,
          imports: [
            { path: 'node_modules/prom-client/lib/a.js' },
            { path: 'node_modules/tdigest/tdigest.js' },
          ],
        },
        'node_modules/prom-client/lib/a.js': { bytes: 50, imports: [] },
        'node_modules/tdigest/tdigest.js': { bytes: 7, imports: [] },
      },
    });
    expect(
      Object.fromEntries([...packages].map(([name, p]) => [name, [p.bytes, [...p.importedBy]]])),
    ).toEqual({
      'prom-client': [150, ['scripts/cluster.mjs']],
      tdigest: [7, ['prom-client']],
    });
  });

  it('finds node_modules in a directory’s parents and in the global folders', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reachable-'));
    try {
      const app = path.join(dir, 'a/b');
      const home = path.join(dir, 'home');
      mkdirSync(app, { recursive: true });
      mkdirSync(home);
      const execPath = path.join(dir, 'prefix/bin/node');
      expect(reachableNodeModules(app, home, execPath)).toEqual([]);
      mkdirSync(path.join(dir, 'a/node_modules'));
      mkdirSync(path.join(home, '.node_libraries'));
      mkdirSync(path.join(dir, 'prefix/lib/node'), { recursive: true });
      expect(reachableNodeModules(app, home, execPath)).toEqual([
        path.join(dir, 'a/node_modules'),
        path.join(home, '.node_libraries'),
        path.join(dir, 'prefix/lib/node'),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
