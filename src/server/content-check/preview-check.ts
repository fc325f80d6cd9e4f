import type { BackendAnswer } from '../cms/answer.ts';
import { reshapeForInspector, statusOfAnswer } from '../cms/page.ts';
import type { Page } from '../cms/page-model.ts';
import { getEnv } from '../env.ts';
import { checkPageModel } from './page-check.ts';
import type { Finding } from './rules.ts';

// The content check a preview shows its editor and the page inspector lists (decision 044): the draft's page-model rules,
// counted, with the page inspector's address for the page, which lists them. No backend call:
// the link and document rules run in check:content and on the tools page.

export const INSPECTOR_PATH = '/__limbo/page-inspector/';

export function previewCheckOf(page: Page): { count: number; inspectorHref: string } {
  const { findings } = checkPageModel(page, { mediaBase: getEnv().mediaBaseUrl });
  const path = page.url.startsWith('/') && !page.url.startsWith('//') ? page.url : page.path;
  return {
    count: findings.length,
    inspectorHref: `${INSPECTOR_PATH}?${new URLSearchParams({ url: path })}`,
  };
}

/** The page-model findings of a backend answer, as the page inspector lists them; null: no page. */
export function answerFindingsOf(answer: BackendAnswer, path: string): Finding[] | null {
  if (statusOfAnswer(answer) !== 200) return null;
  const { page } = reshapeForInspector(answer, path);
  return page ? checkPageModel(page, { mediaBase: getEnv().mediaBaseUrl }).findings : null;
}
