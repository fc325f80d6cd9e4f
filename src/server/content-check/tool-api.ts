import { readSession } from '../auth/session.ts';
import { FormError, readForm } from '../forms/forms.ts';
import { publicHost } from '../http/proxy.ts';
import { rateLimit } from '../http/rate-limits.ts';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { pagePathOf } from './run.ts';
import { MAX_TOOL_PATHS, startContentCheck } from './tool-run.ts';

// `POST /api/_limbo/content-check`: the tools page's button (decision 044), a plain form post by
// the signed-in site builder, refused from another site (readForm's same-origin check, as the
// page inspector's button); 303 back to the tools page, which shows the run's progress.

export const CONTENT_CHECK_PATH = '/__limbo/content-check/';
export const CONTENT_CHECK_START_PATH = '/api/_limbo/content-check';
/** The form: a list of paths at most (MAX_TOOL_PATHS lines). */
export const MAX_START_FORM_BYTES = 8 * 1024;

/** Starts a user may make: a run is long, and one at a time anyway. */
const startLimit = rateLimit({ name: 'content-check', points: 10, seconds: 3600 });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (status: number, title: string, text: string, back: string) =>
  new Response(
    `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(text)}</p><p><a href="${back}">Tilbage til indholdstjekket</a></p></main></body></html>`,
    {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    },
  );

/** The paths the form names, one a line; or why one of them cannot be checked. */
export function pathsOfForm(text: string | null): string[] | { problem: string } {
  const lines = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > MAX_TOOL_PATHS) return { problem: `højst ${MAX_TOOL_PATHS} adresser` };
  const paths: string[] = [];
  for (const line of lines) {
    const path = pagePathOf(line);
    if (typeof path !== 'string') {
      return { problem: `${line.slice(0, 100)} er ikke en sti på sitet (den skal starte med /)` };
    }
    paths.push(path);
  }
  return paths;
}

export async function handleContentCheckStart(req: Request): Promise<Response> {
  let form: URLSearchParams;
  try {
    form = await readForm(req, MAX_START_FORM_BYTES);
  } catch (err) {
    if (!(err instanceof FormError)) throw err;
    const text =
      err.status === 403
        ? 'Afvist: formularen kom ikke fra dette site.'
        : 'Formularen kunne ikke læses.';
    return page(err.status, 'Indholdstjek afvist', text, CONTENT_CHECK_PATH);
  }
  const session = await readSession(req.headers.get('cookie'));
  if (!session) {
    return page(
      401,
      'Log ind først',
      'Du skal være logget ind for at starte et indholdstjek.',
      `/__login/?returnUrl=${encodeURIComponent(CONTENT_CHECK_PATH)}`,
    );
  }
  const paths = pathsOfForm(form.get('paths'));
  if ('problem' in paths) {
    log.info({ user: session.user.name, problem: paths.problem }, 'content check refused');
    return page(400, 'Adresserne kan ikke bruges', paths.problem, CONTENT_CHECK_PATH);
  }
  const wait = await startLimit.hit(session.user.name.toLowerCase());
  if (wait > 0) {
    const res = page(429, 'For mange tjek', `Prøv igen om ${wait} sekunder.`, CONTENT_CHECK_PATH);
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
