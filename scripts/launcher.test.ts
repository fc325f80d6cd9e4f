import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bundledPackages,
  packageOf,
  productionPackagesOf,
  reachableNodeModules,
} from './image-recipe.ts';
import { compileProductionEntry, root, sourceHash } from './launcher.ts';
import { parseLogLine } from './log-line.mjs';

const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

describe('dist/start.mjs (scripts/start-production.ts compiled)', () => {
  // Outside the checkout, where no node_modules can be found: as in the image (decision 037).
  const dir = mkdtempSync(path.join(tmpdir(), 'kommune-start-'));
  const entry = path.join(dir, 'start.mjs');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports node built-ins only: the production dependencies it uses are bundled in', async () => {
    const meta = await compileProductionEntry(entry);
    expect(reachableNodeModules(dir, dir, process.execPath)).toEqual([]);
    const code = readFileSync(entry, 'utf8');
    const specifiers = [
      ...code.matchAll(/^import .* from ["']([^"']+)["'];$/gm),
      ...code.matchAll(/\b(?:require|import)\(["']([^"']+)["']\)/g),
    ].map((m) => m[1] ?? '');
    expect(specifiers).toContain('node:cluster');
    expect(specifiers.filter((s) => !isBuiltin(s))).toEqual([]);
    expect(code).not.toMatch(/#src\/|\.tsx?["']/);
    // What it bundles are production packages (a devDependency would be a build tool).
    const production = new Set(productionPackagesOf(lock).map((key) => packageOf(key)));
    const bundled = [...bundledPackages(meta).keys()];
    expect(bundled).toEqual(expect.arrayContaining(['zod', '@hono/node-server', 'prom-client']));
    for (const name of bundled) expect(production).toContain(name);
  });

  it.each([
    [{}, 'Configuration error: CMS_API_URL is not set'],
    [{ CMS_API_URL: 'ftp://cms' }, 'Configuration error: CMS_API_URL must start with http'],
    [{ CMS_API_URL: 'https://cms.invalid', PORT: 'eighty' }, 'Configuration error: PORT '],
  ])('stops start-up with one JSON line for a bad configuration %#', (env, line) => {
    const run = spawnSync(process.execPath, [entry], {
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    const logged = parseLogLine(lines[0] ?? '');
    expect(logged).toMatchObject({ level: 'fatal', time: expect.any(String) });
    expect(logged?.msg.startsWith(line)).toBe(true);
    expect(run.stdout).toBe('');
  });
});

describe('the build stamp', () => {
  it('is another for a build made with a speed trick switched off', () => {
    const before = process.env.PERF_TRICKS;
    try {
      delete process.env.PERF_TRICKS;
      const usual = sourceHash();
      process.env.PERF_TRICKS = 'off';
      expect(sourceHash()).not.toBe(usual);
    } finally {
      if (before === undefined) delete process.env.PERF_TRICKS;
      else process.env.PERF_TRICKS = before;
    }
  });
});
