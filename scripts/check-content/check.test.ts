import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLEAN_PATH, PROBLEM_PATH } from '#mocks/fixtures/content-check-pages.ts';
import { clearDiscoveryCache } from '#src/server/discovery/files.ts';
import type { ContentReport } from '#src/server/content-check/run.ts';
import { CMS, server } from '#tests/support/setup.ts';
import { checkContent } from './check.ts';
import { optionsFrom, type ContentCheckOptions } from './options.ts';

// check:content in process, against the sample backend's own handlers (msw): the two sample
// pages of mocks/fixtures/content-check-pages.ts, its exit codes, its JSON, its escaping.

const HOST = 'www.example-kommune.dk';

async function run(options: Partial<ContentCheckOptions> = {}, isTTY = false) {
  let written = '';
  const code = await checkContent(
    {
      backend: CMS,
      host: HOST,
      paths: [PROBLEM_PATH, CLEAN_PATH],
      json: null,
      rate: 100,
      max: 2000,
      failOn: null,
      language: 'da',
      ...options,
    },
    { out: { write: (t) => void (written += t), isTTY, columns: 120 }, env: {} },
  );
  return { code, output: written };
}

beforeEach(() => clearDiscoveryCache());

describe('check:content', () => {
  it('lists each finding of the page with problems, none for the clean page, and exits 0', async () => {
    const { code, output } = await run();
    expect(code).toBe(0);
    expect(output).toContain(`[1/2] ${PROBLEM_PATH}  18 findings (9 errors)`);
    expect(output).toContain(`[2/2] ${CLEAN_PATH}  no findings`);
    expect(output).toContain(`edit: ${CMS}/umbraco#/content/content/edit/9100`);
    expect(output).toMatch(
      /error +broken-link +WCAG 2\.4\.4 +BlockRichText #1 +\/om-kommunen\/indholdstjek\/ring-a\//,
    );
    expect(output).toContain('Summary by rule');
    expect(output).toMatch(/ {2}document-untagged +error +1\.3\.1 +1 +1 /);
    expect(output).toContain('18 findings (9 errors, 9 warnings) on 1 of 2 pages checked');
  });

  it('writes the JSON report in its documented shape', async () => {
    const file = path.join(os.tmpdir(), `check-content-${process.pid}.json`);
    try {
      await run({ json: file });
      const report = JSON.parse(await readFile(file, 'utf8')) as ContentReport;
      expect(report.pages.map((p) => [p.path, p.id, p.findings.length])).toEqual([
        [PROBLEM_PATH, '9100', 18],
        [CLEAN_PATH, '9120', 0],
      ]);
      expect(report.pages[0]!.editUrl).toBe(`${CMS}/umbraco#/content/content/edit/9100`);
      expect(report.pages[0]!.findings).toContainEqual({
        rule: 'document-untagged',
        severity: 'error',
        wcag: '1.3.1',
        message: expect.stringContaining('Word'),
        block: 'BlockDocumentList #5',
        element: `${CMS}/media/indholdstjek/scannet-referat.pdf (tags, lang)`,
      });
    } finally {
      await rm(file, { force: true });
    }
  });

  it('exits 1 with --fail-on error when there is an error, 0 when there is none', async () => {
    expect((await run({ failOn: 'error' })).code).toBe(1);
    expect((await run({ failOn: 'error', paths: [CLEAN_PATH] })).code).toBe(0);
  });

  it('exits 1 when the crawl itself fails (robots.txt unreachable)', async () => {
    server.use(http.get('*/robots.txt', () => new HttpResponse('down', { status: 503 })));
    const { code, output } = await run();
    expect(code).toBe(1);
    expect(output).toContain('Nothing was checked');
  });

  it('walks the whole site without --path, decoded paths included', async () => {
    const { code, output } = await run({ paths: [], rate: 100 });
    expect(code).toBe(0);
    expect(output).toContain('/børn-og-unge/  no findings');
    expect(output).toContain(`${PROBLEM_PATH}  18 findings`);
  });

  it('prints escape bytes from the backend as their escapes', async () => {
    server.use(
      http.get('*/umbraco/api/spa/getdata/', ({ request }) => {
        if (new URL(request.url).searchParams.get('url') !== CLEAN_PATH) return undefined;
        return HttpResponse.json({ meta: { code: 500, error: 'x\x1b[2J\x1b[31m\u202e' } });
      }),
    );
    for (const isTTY of [false, true]) {
      const { output } = await run({}, isTTY);
      expect(output).toContain('\\x1b[2J\\x1b[31m\\u202e');
      const rest = output.replaceAll('\r\x1b[K', '');
      for (const raw of ['\x1b', '\u202e']) expect(rest).not.toContain(raw);
    }
  });
});

describe('check:content arguments', () => {
  it('takes repeated --path, --json, --fail-on and --lang', () => {
    const parsed = optionsFrom(
      ['--backend', 'https://cms.k.dk/', '--host', 'K.dk', '--path', '/a/', '--path', '/b/',
       '--json', 'r.json', '--fail-on', 'error', '--lang', 'en'],
      {},
    ); // prettier-ignore
    expect(parsed).toEqual({
      options: {
        backend: 'https://cms.k.dk',
        host: 'k.dk',
        paths: ['/a/', '/b/'],
        json: 'r.json',
        rate: 5,
        max: 2000,
        failOn: 'error',
        language: 'en',
      },
    });
  });
  it.each([
    [['--host', 'k.dk'], 'give the backend'],
    [['--backend', 'https://c.dk', '--host', 'k.dk', '--path', '//evil/'], '--path must be'],
    [['--backend', 'https://c.dk', '--host', 'k.dk', '--fail-on', 'never'], '--fail-on must'],
    [['--backend', 'https://c.dk', '--host', 'k.dk', '--rate', '0'], '--rate must be above 0'],
  ])('refuses %j', (argv, problem) => {
    expect(optionsFrom(argv, {})).toEqual({ problem: expect.stringContaining(problem) });
  });
});
