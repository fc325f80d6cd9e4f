import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Per-request and per-object state is carried on values (the request context's request model
// and page value, a backend answer's `made`), not kept beside them: every WeakMap or WeakSet
// left in the app's code says why on its line or the line above, and there are no more of them
// than MOST. Lower MOST as one becomes a value; no more than 4 are to stay.

const MOST = 4;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test(-kit)?\.|\.test\.tsx?$/.test(entry.name))
      yield path;
  }
}

/** Every `new WeakMap` or `new WeakSet` in src/, but in tests, with the line before it. */
function weakOnes() {
  const found: { at: string; line: string; before: string }[] = [];
  for (const file of sourceFiles('src')) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/new Weak(Map|Set)\b/.test(line)) {
        found.push({ at: `${file}:${i + 1}`, line, before: lines[i - 1] ?? '' });
      }
    });
  }
  return found;
}

describe('side channels in the app', () => {
  it(`has at most ${MOST} WeakMaps and WeakSets`, () => {
    const found = weakOnes();
    expect(found.length, found.map((f) => f.at).join('\n')).toBeLessThanOrEqual(MOST);
  });

  it('gives each its reason in a comment on its line or the line above', () => {
    const silent = weakOnes().filter(
      ({ line, before }) => !line.includes('//') && !/^\s*(\/\/|\*\/|\/\*\*.*\*\/)/.test(before),
    );
    expect(silent.map((f) => f.at)).toEqual([]);
  });
});
