import type { Language } from '#src/shared/language.ts';
import type { SiteContact } from '../cms/site-contact.ts';
import { translator } from '#src/shared/dictionary/index.ts';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** `tel:` wants the number without spaces or dashes; a leading + (international) is kept. */
const telHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/**
 * A self-contained error page for when rendering itself failed. No scripts, no stack trace;
 * the way on is a plain link that says where it goes (the front page, or on a 500, which is
 * never stored, back to the same-site referrer), so it works without JavaScript. A 5xx is
 * titled in words, the code after them. A 5xx says it is a technical error and,
 * given a contact, who to call (as ErrorView).
 */
export function errorHtml(
  status: number,
  language: Language = 'da',
  backHref = '/',
  contact: SiteContact | null = null,
): string {
  const t = translator(language);
  const technical = status >= 500;
  const title = technical ? t('error.technicalTitle', { status }) : `${t('error.title')} ${status}`;
  // A link says where it goes: the front page of a language, or back to the page before.
  const front = /^\/(?:[a-z]{2}\/)?$/.test(backHref);
  const who = technical ? contact : null;
  const lines = [
    who?.phone ? `<p>${escape(t('error.callUs'))}</p>` : '',
    who && (who.name || who.phone)
      ? `<p>${[
          who.name ? `<strong>${escape(who.name)}</strong>` : '',
          who.phone
            ? `${escape(t('error.phone'))}: <a href="${escape(telHref(who.phone))}">${escape(who.phone)}</a>`
            : '',
        ]
          .filter(Boolean)
          .join('<br>')}</p>`
      : '',
  ].join('');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}main{max-width:40rem;margin:4rem auto;padding:0 1.5rem}a{color:#00507a}a:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}</style>
</head><body><main id="main"><h1>${escape(title)}</h1><p>${escape(technical ? t('error.technical') : t('error.text'))}</p>${lines}<p>${escape(t('error.hint'))}</p>
<p><a href="${escape(backHref)}">${escape(t(front ? 'error.frontpage' : 'error.back'))}</a></p></main></body></html>`;
}
