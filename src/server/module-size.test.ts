import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Modules of the server are split by concern: none is over MOST lines, so that one file holds one
// thing a reader can take in (a cache, its breaker, its coalescing; a step; a parser). Tests and
// test kits are not counted.

const MOST = 300;

function* serverModules(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* serverModules(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test(-kit)?\.tsx?$/.test(entry.name)) yield path;
  }
}

describe('the server modules', () => {
  it(`are each at most ${MOST} lines`, () => {
    const long = [...serverModules('src/server')]
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MOST);
    expect(long).toEqual([]);
  });
});
