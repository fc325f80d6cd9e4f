import {
  errorPage,
  type ErrorNode,
  type ErrorPageProps,
} from '#src/components/ErrorView/error-page.ts';

// The error page as a page of its own, for when React cannot render it (rendering failed, the
// backend is down, a refused form post, a tool's refusal): the same elements as ErrorView
// (error-page.ts), written as HTML. No scripts, no stack trace; the way on is a plain link that
// says where it goes, so it works without JavaScript (the back button needs JavaScript).

/** As React escapes text and attribute values. */
const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );

const VOID = new Set(['br', 'input', 'meta']);
const ATTRIBUTE: Record<string, string> = { className: 'class', htmlFor: 'for' };

function toHtml(node: ErrorNode): string {
  if (typeof node === 'string') return escape(node);
  if ('backButton' in node) return ''; // a button only once JavaScript runs (BackButton)
  const attrs = Object.entries(node.attrs ?? {})
    .map(([name, value]) => ` ${ATTRIBUTE[name] ?? name}="${escape(value)}"`)
    .join('');
  if (VOID.has(node.tag)) return `<${node.tag}${attrs}/>`;
  return `<${node.tag}${attrs}>${(node.children ?? []).map(toHtml).join('')}</${node.tag}>`;
}

/** The error page as a whole document, its body the same markup ErrorView renders in <main>. */
export function errorDocument(props: ErrorPageProps): string {
  const { title, body } = errorPage(props);
  return `<!doctype html>
<html lang="${props.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}main{max-width:40rem;margin:4rem auto;padding:0 1.5rem}a{color:#00507a}a:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}</style>
</head><body><main id="main">${toHtml(body)}</main></body></html>`;
}

/** The error page as an answer of its own: never stored, never indexed. */
export function errorResponse(props: ErrorPageProps, headers: Record<string, string> = {}) {
  return new Response(errorDocument(props), {
    status: props.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });
}
