import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every file or folder of this repository that the README or a page under docs/ names must
// exist: a doc that points at a moved or deleted file sends the reader nowhere.
//
// What counts as a path:
// - any word that starts with one of the repository's top folders (`src/`, `scripts/`, `tests/`,
//   `mocks/`, `deploy/`, `docs/`, `bench/`, `public/`, `.ci/`), in backticks or in plain text;
// - a word in backticks that starts with a folder of `src/server/` (`cms/page.ts`,
//   `request/classify.ts`): the docs name server modules that way, from `src/server/`;
// - the target of a markdown link, read from the linking file's own folder.
//
// What is tolerated, because it names many files or none in particular:
// - globs: a segment with `*` or `{` (`public/eksempelbilleder/*.svg`);
// - placeholders: a segment with `<…>` or `…`, or a block or component written as `BlockX`,
//   `BlockNew` or `Name` (`src/components/<Name>/`, `src/components/blocks/BlockX/BlockX.tsx`).
// Then only the part before the first such segment must exist.
// - build output and files the tools write (`dist/`, `node_modules/`), which a fresh checkout
//   does not have, and web addresses (anything after `://`).

const root = path.resolve(import.meta.dirname, '../..');

const TOP_FOLDERS = [
  'src',
  'scripts',
  'tests',
  'mocks',
  'deploy',
  'docs',
  'bench',
  'public',
  '.ci',
];
const SERVER_FOLDERS = readdirSync(path.join(root, 'src/server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const PLACEHOLDER = /[*{<…]|^(BlockX|BlockNew|Name)(\.|$)/;
const GENERATED = /(^|\/)(dist|node_modules)(\/|$)/;

/** A path as written, trimmed of the punctuation and suffixes around it in a sentence. */
function clean(raw: string): string {
  return raw
    .replace(/#.*$/, '')
    .replace(/\?.*$/, '')
    .replace(/:\d+(-\d+)?$/, '')
    .replace(/['’]s$/, '')
    .replace(/[.,;:)\]'"’]+$/, '');
}

/** The part of a path that must exist: up to its first glob or placeholder segment. */
function checkedPart(file: string): string {
  const segments = file.split('/');
  const first = segments.findIndex((segment) => PLACEHOLDER.test(segment));
  return first === -1 ? file : segments.slice(0, first).join('/');
}

export type Named = { line: number; path: string };

/**
 * The repository paths a markdown text names, each relative to the repository's root.
 * `fromFolder` is the linking file's folder (for relative link targets).
 */
export function namedPaths(text: string, fromFolder: string): Named[] {
  const found: Named[] = [];
  const lines = text.split('\n');
  const top = new RegExp(
    `(?<![\\w./:-])((?:${TOP_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/[^\\s\`()|,]*)`,
    'g',
  );
  lines.forEach((line, index) => {
    const at = (p: string) => found.push({ line: index + 1, path: p });
    for (const match of line.matchAll(top)) at(clean(match[1]!));
    for (const match of line.matchAll(/`([^`]+)`/g)) {
      for (const word of match[1]!.split(/\s+/)) {
        const first = word.split('/')[0]!;
        if (word.includes('/') && SERVER_FOLDERS.includes(first) && /\.\w+$/.test(clean(word))) {
          at(`src/server/${clean(word)}`);
        }
      }
    }
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!;
      if (/^[a-z]+:/i.test(target) || target.startsWith('#') || target.startsWith('/')) continue;
      const file = clean(target);
      if (file) at(path.posix.normalize(path.posix.join(fromFolder, file)));
    }
  });
  return found;
}

/** The named paths that do not exist in the repository at `base`. */
export function missingPaths(text: string, fromFolder: string, base = root): Named[] {
  return namedPaths(text, fromFolder).filter(({ path: file }) => {
    if (file.includes('://') || GENERATED.test(file)) return false;
    const part = checkedPart(file).replace(/\/$/, '');
    return part !== '' && !existsSync(path.join(base, part));
  });
}

function markdownFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

describe('the paths the README and docs/ name', () => {
  const files = ['README.md', ...markdownFiles('docs')];

  it.each(files)('%s names only files and folders that exist', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const missing = missingPaths(text, path.posix.dirname(file));
    expect(missing.map((m) => `${file}:${m.line} ${m.path}`)).toEqual([]);
  });

  it('finds paths in backticks, in plain text and in links', () => {
    const text = [
      'The one caller is `src/server/cms/client.ts`; see docs/operations.md.',
      'Classified in `request/classify.ts`, per [decision 013](decisions/013-classify-once-and-trusted-proxies.md).',
    ].join('\n');
    expect(namedPaths(text, 'docs').map((n) => n.path)).toEqual([
      'src/server/cms/client.ts',
      'docs/operations.md',
      'src/server/request/classify.ts',
      'docs/decisions/013-classify-once-and-trusted-proxies.md',
    ]);
    expect(missingPaths(text, 'docs')).toEqual([]);
  });

  it('fails on a path that does not exist, wherever it is written', () => {
    const text = [
      'Resolved in `src/server/cms/no-such-module.ts`.',
      'See scripts/no-such-script.ts, and `cms/also-missing.ts`.',
      'Read [the old record](decisions/999-never-written.md) and [the map](../MISSING.md).',
      'Once in `src/server/gone/`.',
    ].join('\n');
    expect(missingPaths(text, 'docs').map((m) => `${m.line} ${m.path}`)).toEqual([
      '1 src/server/cms/no-such-module.ts',
      '2 scripts/no-such-script.ts',
      '2 src/server/cms/also-missing.ts',
      '3 docs/decisions/999-never-written.md',
      '3 MISSING.md',
      '4 src/server/gone/',
    ]);
  });

  it('tolerates globs, placeholders, build output and web addresses, but checks the folder before them', () => {
    const fine = [
      '`src/components/<Name>/`, `src/components/blocks/BlockX/BlockX.tsx`, `BlockNew.tsx`',
      '`public/eksempelbilleder/*.svg`, `src/pages/**/*.tsx`, `dist/server/index.js`',
      'https://github.com/example/repo/blob/main/src/server/nothing.ts, `src/pages/[...page].tsx`',
    ].join('\n');
    expect(missingPaths(fine, '')).toEqual([]);
    const wrongFolder = '`src/no-such-folder/<Name>/`, `src/server/gone/*.ts`';
    expect(missingPaths(wrongFolder, '').map((m) => m.path)).toEqual([
      'src/no-such-folder/<Name>/',
      'src/server/gone/*.ts',
    ]);
  });
});
