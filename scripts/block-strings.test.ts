import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { blockStringsModule, foldersWithStrings, OUTPUT } from './block-strings.ts';

describe('the generated list of the blocks’ strings', () => {
  const root = `${mkdtempSync(`${tmpdir()}/block-strings-`)}/`;
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists the block folders that have a BlockX.strings.ts, and only those', () => {
    for (const [folder, file] of [
      ['BlockB', 'BlockB.strings.ts'],
      ['BlockA', 'BlockA.strings.ts'],
      ['BlockC', 'BlockC.tsx'],
      ['BlockD', 'Other.strings.ts'],
      ['Helpers', 'Helpers.strings.ts'],
    ] as const) {
      mkdirSync(`${root}${folder}`, { recursive: true });
      writeFileSync(`${root}${folder}/${file}`, '');
    }
    expect(foldersWithStrings(root)).toEqual(['BlockA', 'BlockB']);
  });

  it('is up to date with the block folders (npm run gen:block-strings)', async () => {
    const folders = foldersWithStrings();
    expect(folders).toContain('BlockVideo');
    expect(readFileSync(OUTPUT, 'utf8')).toBe(await blockStringsModule(folders));
  });

  it('imports each folder’s strings and lists them in order', async () => {
    const text = await blockStringsModule(['BlockA', 'BlockB']);
    expect(text).toContain("import { strings as BlockA } from './BlockA/BlockA.strings.ts';");
    expect(text).toMatch(/export const blockStrings = \[BlockA, BlockB\] as const;/);
  });
});
