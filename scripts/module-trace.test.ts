import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { summarizeTrace, type TraceEntry } from './image-recipe.ts';
import { root } from './launcher.ts';

/** scripts/module-trace.mjs on a small tree outside the checkout, as stage:image runs it. */
describe('the module tracer (scripts/module-trace.mjs)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'module-trace-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('records imports and requires, a package with who loaded it, and what was not found', () => {
    const app = path.join(dir, 'app');
    mkdirSync(path.join(app, 'node_modules/dep'), { recursive: true });
    writeFileSync(path.join(app, 'node_modules/dep/package.json'), '{"name":"dep","main":"i.js"}');
    writeFileSync(path.join(app, 'node_modules/dep/i.js'), 'module.exports = require("./j.js");');
    writeFileSync(path.join(app, 'node_modules/dep/j.js'), 'module.exports = 1;');
    writeFileSync(path.join(app, 'lib.cjs'), 'module.exports = require("dep");');
    writeFileSync(
      path.join(app, 'main.mjs'),
      [
        "import { createRequire } from 'node:module';",
        "import './other.mjs';",
        'createRequire(import.meta.url)("./lib.cjs");',
        // An optional import the program survives: still a finding.
        "await import('not-installed').catch(() => {});",
      ].join('\n'),
    );
    writeFileSync(path.join(app, 'other.mjs'), 'export {};');
    const out = path.join(dir, 'trace.jsonl');
    const tracer = `${pathToFileURL(path.join(root, 'scripts/module-trace.mjs')).href}?out=${encodeURIComponent(out)}`;
    const run = spawnSync(process.execPath, ['--import', tracer, 'main.mjs'], {
      cwd: app,
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const entries = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as TraceEntry);
    const trace = summarizeTrace(entries, app);
    expect([...trace.own].sort()).toEqual(['lib.cjs', 'main.mjs', 'other.mjs']);
    expect([...trace.packages]).toEqual([['dep', { files: 2, loadedBy: new Set(['lib.cjs']) }]]);
    expect(trace.missing).toEqual(['not-installed (from main.mjs)']);
    expect(trace.outside).toEqual([]);
    expect([...trace.pids]).toEqual([run.pid]);
  });
});
