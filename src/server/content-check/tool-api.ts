import { translator } from '#src/shared/dictionary/index.ts';
import { readToolsPost, toolsNotice } from '../auth/tools-post.ts';
import { publicHost } from '../http/proxy.ts';
import { rateLimit } from '../http/rate-limits.ts';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { pagePathOf } from './run.ts';
import { MAX_TOOL_PATHS, startContentCheck } from './tool-run.ts';

// `POST /api/_limbo/content-check`: the tools page's button (decision 044), a plain form post by
// the signed-in site builder, refused from another site (step 7, as every post a browser
// sends); 303 back to the tools page, which shows the run's progress.

export const CONTENT_CHECK_PATH = '/__limbo/content-check/';
export const CONTENT_CHECK_START_PATH = '/api/_limbo/content-check';
/** The form: a list of paths at most (MAX_TOOL_PATHS lines). */
export const MAX_START_FORM_BYTES = 8 * 1024;

/** Starts a user may make: a run is long, and one at a time anyway. */
const startLimit = rateLimit({ name: 'content-check', points: 10, seconds: 3600 });

/** The tools speak Danish. */
const t = translator('da');

/** Where this tool's responses lead back to. */
const BACK = { path: CONTENT_CHECK_PATH, label: t('contentCheck.back') };

/** The paths the form names, one a line; or why one of them cannot be checked. */
export function pathsOfForm(text: string | null): string[] | { problem: string } {
  const lines = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > MAX_TOOL_PATHS) {
    return { problem: t('contentCheck.atMost', { n: MAX_TOOL_PATHS }) };
  }
  const paths: string[] = [];
  for (const line of lines) {
    const path = pagePathOf(line);
    if (typeof path !== 'string') {
      return { problem: t('contentCheck.notAPath', { line: line.slice(0, 100) }) };
    }
    paths.push(path);
  }
  return paths;
}

export async function handleContentCheckStart(req: Request): Promise<Response> {
  const post = await readToolsPost(req, {
    maxBytes: MAX_START_FORM_BYTES,
    back: BACK,
    refusedTitle: t('contentCheck.refused'),
    loginText: t('contentCheck.loginText'),
  });
  if (post instanceof Response) return post;
  const { form, session } = post;
  const paths = pathsOfForm(form.get('paths'));
  if ('problem' in paths) {
    log.info({ user: session.user.name, problem: paths.problem }, 'content check refused');
    return toolsNotice(400, t('contentCheck.unusable'), paths.problem, BACK);
  }
  const wait = await startLimit.hit(session.user.name.toLowerCase());
  if (wait > 0) {
    const text = t('tools.tryAgainIn', { n: wait });
    const res = toolsNotice(429, t('contentCheck.tooMany'), text, BACK);
    res.headers.set('retry-after', String(wait));
    return res;
  }
  // The site as the backend knows it: APP_HOST, else the host this request came to (as the page
  // inspector asks).
  const host = getEnv().appHost ?? publicHost(req);
  const { result } = await startContentCheck(session.user.name, paths, host);
  log.info({ user: session.user.name, paths: paths.length, result }, 'content check start');
  return new Response(null, {
    status: 303,
    headers: {
      location: `${CONTENT_CHECK_PATH}?${new URLSearchParams({ run: result })}`,
      'cache-control': 'no-store',
    },
  });
}
