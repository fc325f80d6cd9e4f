import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments and docs state each rule in the project's own words. They do not send the reader to a
// document outside this repository ("spec section 9", "backend-contract.md", a path under
// /work/shared/spec/), which a reader of the repository cannot open and which may change under
// it. A public standard is named with its number (RFC 9111 §4.3.4): that is allowed.

const root = path.resolve(import.meta.dirname, '../..');

/** What a reference to an outside document looks like. */
const OUTSIDE: [name: string, pattern: RegExp][] = [
  ['a numbered section of the spec', /\bspec(?:'s)? sections?\s*\d/i],
  ['a § that is not an RFC section', /(?<!\bRFC \d+ )§/],
  [
    'the shared notes and spec folders outside the repository',
    /shared\/(?:spec|notes)\b|(?:\.\.|\/work)\/shared\//,
  ],
  ['the backend contract document', /backend-contract/i],
  ['the site spec document', /municipal-site-spec/i],
  [
    'a version or section of the backend contract',
    /\bcontract (?:v\d|version \d)|\bcontract(?:'s)? "|\bbackend contract\b/i,
  ],
  ['"the spec" as an authority', /\b(?:the|our) spec(?:'s)?\b(?![.\w-])/i],
];

/** The outside references in a text: line number and what was found. */
export function outsideReferences(text: string): { line: number; found: string }[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      OUTSIDE.flatMap(([name, pattern]) =>
        pattern.test(line) ? [{ line: index + 1, found: name }] : [],
      ),
    );
}

/**
 * Files another change is splitting right now (issue 39: src/server/env.ts, http/csp.ts,
 * cms/reshape.ts, cms/search.ts). A file leaves this list once its comments are rewritten; the
 * last test fails while a listed file no longer needs its place.
 */
const PENDING: string[] = [];

const SCANNED = [
  'README.md',
  'docs',
  'src',
  'mocks',
  'scripts',
  'tests',
  'bench/bare-waku',
  'deploy',
];
const SKIPPED = /(^|\/)(node_modules|dist|real-answers)(\/|$)|\.(json|svg|png|ico|pdf)$/;
const THIS_FILE = path
  .relative(root, import.meta.filename)
  .split(path.sep)
  .join('/');

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (SKIPPED.test(entry)) return [];
  const stat = readdirSync(path.dirname(full), { withFileTypes: true }).find(
    (e) => e.name === path.basename(full),
  );
  if (!stat) return [];
  if (!stat.isDirectory()) return [entry];
  return readdirSync(full).flatMap((name) => files(path.posix.join(entry, name)));
}

describe('comments and docs name no document outside the repository', () => {
  const scanned = SCANNED.flatMap(files).filter((file) => file !== THIS_FILE);
  const hits = scanned.flatMap((file) =>
    outsideReferences(readFileSync(path.join(root, file), 'utf8')).map(
      (hit) => `${file}:${hit.line} ${hit.found}`,
    ),
  );

  it('scans the source, the sample backend, the scripts, the tests and the docs', () => {
    for (const file of [
      'README.md',
      'docs/architecture.md',
      'src/server/cms/page.ts',
      'mocks/handlers.ts',
    ]) {
      expect(scanned).toContain(file);
    }
  });

  it('finds none outside the files being split elsewhere', () => {
    expect(hits.filter((hit) => !PENDING.some((file) => hit.startsWith(`${file}:`)))).toEqual([]);
  });

  it('keeps a file in the pending list only while it still needs it', () => {
    for (const file of PENDING)
      expect(
        hits.some((hit) => hit.startsWith(`${file}:`)),
        file,
      ).toBe(true);
  });

  it('catches each kind of outside reference, and leaves RFC sections and Playwright specs alone', () => {
    const bad = [
      '// Defaults are spec section 9; PUBLIC_CONFIG overrides them.',
      '/** Alias paths (spec §2). */',
      '// in the real shapes pinned by /work/shared/spec/backend-contract.md',
      '// (../shared/spec/real-answers/front-page.json)',
      "// the dictionary stays open, as the spec's rule says",
      '# see municipal-site-spec, part 4',
      '// React ~19.2.3, as ../shared/notes/waku-0.27.md says',
      '// the packages\' real shapes (contract v3, "Video")',
      'The contract\'s "Language alternates" section says so.',
    ].join('\n');
    expect(outsideReferences(bad).map((hit) => hit.line)).toEqual([1, 2, 3, 3, 4, 5, 6, 7, 8, 9]);
    const fine = [
      '// A 304 never carries the policy: RFC 9111 §4.3.4 lets a cache update stored headers.',
      '// The journeys are in tests/e2e/http.spec.ts, one spec file per area.',
      '// The request model (request-model.ts) is what every step reads.',
    ].join('\n');
    expect(outsideReferences(fine)).toEqual([]);
  });
});
