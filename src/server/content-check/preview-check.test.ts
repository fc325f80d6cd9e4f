import { describe, expect, it } from 'vitest';
import { CLEAN_PATH, PROBLEM_PATH } from '#mocks/fixtures/content-check-pages.ts';
import { callPage } from '../cms/client.ts';
import { reshapeForInspector } from '../cms/page.ts';
import { answerFindingsOf, previewCheckOf } from './preview-check.ts';

// What a preview and the page inspector show, from the sample backend's answers (msw).

const HOST = 'www.example-kommune.dk';
const answerOf = (path: string) => callPage({ path, parts: ['site', 'content'], appHost: HOST });

describe('the page-model findings of a page', () => {
  it('counts the problem page’s findings and links the inspector to its path', async () => {
    const { page } = reshapeForInspector(await answerOf(PROBLEM_PATH), PROBLEM_PATH);
    expect(previewCheckOf(page!)).toEqual({
      count: 13,
      inspectorHref: `/__limbo/page-inspector/?url=${encodeURIComponent(PROBLEM_PATH)}`,
    });
    const { page: clean } = reshapeForInspector(await answerOf(CLEAN_PATH), CLEAN_PATH);
    expect(previewCheckOf(clean!).count).toBe(0);
  });
  it('lists them for the inspector by rule id; none for an answer without a page', async () => {
    const findings = answerFindingsOf(await answerOf(PROBLEM_PATH), PROBLEM_PATH);
    expect(new Set(findings?.map((f) => f.rule))).toEqual(
      new Set([
        'page-description',
        'link-text',
        'heading-order',
        'empty-heading',
        'caps-text',
        'image-alt',
        'table-header',
      ]),
    );
    const gone = '/om-kommunen/indholdstjek/findes-ikke/';
    expect(answerFindingsOf(await answerOf(gone), gone)).toBeNull();
  });
});
