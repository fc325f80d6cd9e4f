import { FormError, readForm } from '../forms/forms.ts';
import { readSession, type ToolsSession } from './session.ts';

// A tools page's plain form post (the page inspector's revalidate button, the content check's
// start): a same-origin form within its byte bound, by a signed-in site builder. Anything else
// gets a short page that says why, with a link back to the tool.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A tool's short answer page: `no-store`, never indexed, with its link back. */
export function toolsNotice(status: number, title: string, text: string, back: ToolBack) {
  return new Response(
    `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(text)}</p><p><a href="${back.path}">${back.label}</a></p></main></body></html>`,
    {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    },
  );
}

/** The tool a post comes from: its path and the words of the link back to it. */
export type ToolBack = { path: string; label: string };

/**
 * The post's form and session, or the page that refuses it: 403 or 413 (readForm) titled
 * `refusedTitle`, 401 with a link to the login that returns to the tool (`loginText` says why).
 */
export async function readToolsPost(
  req: Request,
  o: { maxBytes: number; back: ToolBack; refusedTitle: string; loginText: string },
): Promise<{ form: URLSearchParams; session: ToolsSession } | Response> {
  let form: URLSearchParams;
  try {
    form = await readForm(req, o.maxBytes);
  } catch (err) {
    if (!(err instanceof FormError)) throw err;
    const text =
      err.status === 403
        ? 'Afvist: formularen kom ikke fra dette site.'
        : 'Formularen kunne ikke læses.';
    return toolsNotice(err.status, o.refusedTitle, text, o.back);
  }
  const session = await readSession(req.headers.get('cookie'));
  if (!session) {
    const login = `/__login/?returnUrl=${encodeURIComponent(o.back.path)}`;
    return toolsNotice(401, 'Log ind først', o.loginText, { ...o.back, path: login });
  }
  return { form, session };
}
