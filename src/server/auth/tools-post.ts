import { translator } from '#src/shared/dictionary/index.ts';
import { formOrRefusal } from '../forms/forms.ts';
import { errorResponse } from '../http/error-page.ts';
import { readSession, type ToolsSession } from './session.ts';

// A tools page's plain form post (the page inspector's revalidate button, the content check's
// start): a form within its byte bound (step 7 has refused one from another site), by a
// signed-in site builder. Anything else gets a short page that says why, with a link back to
// the tool.

/** The tools speak Danish. */
const t = translator('da');

/** A tool's short answer page (the error page): `no-store`, never indexed, with its link back. */
export function toolsNotice(status: number, title: string, text: string, back: ToolBack) {
  return errorResponse({
    status,
    language: 'da',
    backHref: back.path,
    backLabel: back.label,
    message: { title, text },
  });
}

/** The tool a post comes from: its path and the words of the link back to it. */
export type ToolBack = { path: string; label: string };

/**
 * The post's form and session, or the page that refuses it: 400, 413 or 415 (readForm) titled
 * `refusedTitle`, 401 with a link to the login that returns to the tool (`loginText` says why).
 */
export async function readToolsPost(
  req: Request,
  o: { maxBytes: number; back: ToolBack; refusedTitle: string; loginText: string },
): Promise<{ form: URLSearchParams; session: ToolsSession } | Response> {
  const { path: backHref, label: backLabel } = o.back;
  const page = { language: 'da' as const, title: o.refusedTitle, backHref, backLabel };
  const form = await formOrRefusal(req, page, { maxBytes: o.maxBytes });
  if (form instanceof Response) return form;
  const session = await readSession(req.headers.get('cookie'));
  if (!session) {
    const login = `/__login/?returnUrl=${encodeURIComponent(o.back.path)}`;
    return toolsNotice(401, t('tools.loginFirst'), o.loginText, { ...o.back, path: login });
  }
  return { form, session };
}
