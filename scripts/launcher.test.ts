import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProductionEntry, root } from './launcher.ts';
import { parseLogLine } from './log-line.mjs';

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

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
