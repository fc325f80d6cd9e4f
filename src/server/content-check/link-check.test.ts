import { describe, expect, it } from 'vitest';
import { checkTargets, rememberingProbe, type FileState, type Probe } from './link-check.ts';
import type { Target } from './page-check.ts';

const ok: FileState = { state: 'ok', bytes: 1000, pdf: null };
function fakeProbe(pages: Record<string, string>, files: Record<string, FileState>) {
  const asked: string[] = [];
  const probe: Probe = {
    page: async (path) => {
      asked.push(path);
      return (pages[path] ?? 'ok') as never;
    },
    file: async (url) => {
      asked.push(url);
      return files[url] ?? ok;
    },
  };
  return { probe, asked };
}
const page = (url: string): Target => ({
  kind: 'page',
  url,
  block: 'BlockRichText #1',
  size: null,
});
const file = (url: string, size: number | null = null): Target => ({
  kind: 'file',
  url,
  block: 'BlockDocumentList #2',
  size,
});

describe('broken-link', () => {
  it('finds a page the backend says is not found, and a redirect ring', async () => {
    const { probe } = fakeProbe({ '/væk/': 'not-found', '/ring/': 'loop' }, {});
    const found = await checkTargets([page('/væk/'), page('/ring/'), page('/her/')], probe);
    expect(found.map((f) => [f.rule, f.element])).toEqual([
      ['broken-link', '/væk/'],
      ['broken-link', '/ring/'],
    ]);
  });
  it('finds a file that answers 404; passes one that is there, and a page in an unknown state', async () => {
    const { probe } = fakeProbe(
      { '/nede/': 'unknown' },
      { '/media/væk.pdf': { state: 'not-found', bytes: null, pdf: null } },
    );
    const found = await checkTargets(
      [file('/media/væk.pdf'), file('/media/her.pdf'), page('/nede/')],
      probe,
    );
    expect(found.map((f) => f.rule)).toEqual(['broken-link']);
  });
});

describe('document-untagged and document-size', () => {
  it('finds a PDF without tags or language, and a document over 10 MB', async () => {
    const { probe } = fakeProbe(
      {},
      {
        '/scan.pdf': { state: 'ok', bytes: 100, pdf: { tagged: false, language: null } },
        '/no-lang.pdf': { state: 'ok', bytes: 100, pdf: { tagged: true, language: null } },
        '/big.pdf': { state: 'ok', bytes: 12 * 1024 * 1024, pdf: null },
      },
    );
    const found = await checkTargets(
      [file('/scan.pdf'), file('/no-lang.pdf'), file('/big.pdf'), file('/told-big.docx', 11e6)],
      probe,
    );
    expect(found.map((f) => [f.rule, f.element])).toEqual([
      ['document-untagged', '/scan.pdf (tags, lang)'],
      ['document-untagged', '/no-lang.pdf (lang)'],
      ['document-size', '/big.pdf (12,0 MB)'],
      ['document-size', '/told-big.docx (10,5 MB)'],
    ]);
  });
  it('passes a tagged PDF with a language, under 10 MB', async () => {
    const { probe } = fakeProbe(
      {},
      { '/plan.pdf': { state: 'ok', bytes: 5e6, pdf: { tagged: true, language: 'da' } } },
    );
    expect(await checkTargets([file('/plan.pdf', 5e6)], probe)).toEqual([]);
  });
});

describe('rememberingProbe', () => {
  it('asks once per address, across pages', async () => {
    const { probe, asked } = fakeProbe({}, {});
    const remembered = rememberingProbe(probe);
    await checkTargets([page('/a/'), file('/f.pdf')], remembered);
    await checkTargets([page('/a/'), file('/f.pdf')], remembered);
    expect(asked).toEqual(['/a/', '/f.pdf']);
  });
});
