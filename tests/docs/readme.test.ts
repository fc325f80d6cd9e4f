import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is the front door: a fresh machine sets up with its two commands, and CI runs its
// test command (.ci/run). Everything else lives under docs/.

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('the README', () => {
  it('stays a front door of at most 12 KB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(12 * 1024);
  });

  it('opens its quick start with the two commands, as lines of a shell block', () => {
    const quickStart = readme.slice(readme.indexOf('## Quick start'));
    const block = /```sh\n([\s\S]*?)```/.exec(quickStart)?.[1] ?? '';
    const commands = block.split('\n').map((line) => line.replace(/#.*$/, '').trim());
    expect(commands).toContain('npm install && npm start');
    expect(commands).toContain('npm test');
  });

  it('names only npm scripts the project has', () => {
    const named = [...readme.matchAll(/`npm run (?:-s )?([\w:-]+)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(10);
    for (const name of named) expect(Object.keys(scripts), name).toContain(name);
  });

  it('is what CI runs', () => {
    const ci = readFileSync(path.join(root, '.ci/run'), 'utf8');
    expect(ci).toMatch(/^npm test$/m);
  });
});
