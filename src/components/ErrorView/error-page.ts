import type { Language } from '#src/shared/language.ts';
import { translator } from '#src/shared/dictionary/index.ts';
import { button } from '#src/components/Button/Button.css.ts';
import * as styles from './ErrorView.css.ts';

// The error page, once: its words (all from the dictionary) and its markup, as plain elements.
// ErrorView renders them with React inside the site's layout; src/server/http/error-page.ts
// writes the same elements as a page of its own where React cannot render (the backend is down,
// a refused form post, a tool's refusal). pipeline/error-html.test.tsx holds the two to the same
// markup.

/** Who to call (cms/site-contact.ts), and where the site search goes (cms/site-search.ts). */
type Contact = { name: string | null; phone: string | null };
type Search = { action: string; language: Language | null };

export type ErrorPageProps = {
  status: number;
  /** The language the page speaks (its words, and the document's `lang`). */
  language: Language;
  /** Where the link goes: the front page of the visitor's language, or the page before. */
  backHref: string;
  /** The link's words when it goes somewhere else than the front page or back (a tool). */
  backLabel?: string;
  /** On a 404: where the search form goes (the site's search page in this language). */
  search?: Search | null;
  /** On a 5xx: the municipality's name and phone number (last good site data or configuration). */
  contact?: Contact | null;
  /** What was refused and why (a form post, a tool), in place of the status's own title and text. */
  message?: { title?: string; text: string } | null;
};

/**
 * An element: a tag with its attributes (as React names them, in the order React writes them)
 * and its children; text; or the back button, which exists only once JavaScript runs.
 */
export type ErrorNode =
  | string
  | { tag: string; attrs?: Record<string, string>; children?: ErrorNode[] }
  | { backButton: string; className: string };

export type ErrorPage = { title: string; body: ErrorNode };

const el = (
  tag: string,
  attrs: Record<string, string> | null,
  ...children: (ErrorNode | false | null | undefined | '')[]
): ErrorNode => ({
  tag,
  ...(attrs && { attrs }),
  children: children.filter((child): child is ErrorNode => !!child),
});

/** `tel:` wants the number without spaces or dashes; a leading + (international) is kept. */
const telHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/** A front page: `/` or a language's `/en/`. The link says where it goes. */
const isFrontPage = (href: string) => /^\/(?:[a-z]{2}\/)?$/.test(href);

/**
 * The generic error page. A 5xx says in words that it is a technical error, to try again
 * shortly, and who to call, never that the page was not found. A 404 offers a way on: the site
 * search and the front page. Going back is a button where JavaScript can do it; the link says
 * where it goes (the front page, the page before, or the tool), with or without JavaScript.
 */
export function errorPage(props: ErrorPageProps): ErrorPage {
  const { status, language, backHref, search, message } = props;
  const t = translator(language);
  const technical = status >= 500;
  const title =
    message?.title ??
    (technical ? t('error.technicalTitle', { status }) : `${t('error.title')} ${status}`);
  const who = technical ? props.contact : null;
  const label = props.backLabel ?? (isFrontPage(backHref) ? t('error.frontpage') : t('error.back'));
  const body = el(
    'div',
    { className: styles.wrapper },
    el('h1', null, title),
    el('p', null, message?.text ?? (technical ? t('error.technical') : t('error.text'))),
    who?.phone && el('p', null, t('error.callUs')),
    who &&
      (who.name || who.phone) &&
      el(
        'p',
        { className: styles.contact, 'data-error-contact': '' },
        who.name && el('strong', null, who.name),
        who.name && who.phone && el('br', null),
        who.phone && `${t('error.phone')}: `,
        who.phone && el('a', { href: telHref(who.phone) }, who.phone),
      ),
    el('p', null, t('error.hint')),
    el(
      'p',
      { className: styles.ways },
      { backButton: t('error.back'), className: styles.button },
      el('a', { href: backHref, className: styles.link }, label),
    ),
    status === 404 && search && searchForm(search, t),
  );
  return { title, body };
}

function searchForm(search: Search, t: ReturnType<typeof translator>): ErrorNode {
  return el(
    'form',
    {
      className: styles.search,
      role: 'search',
      'aria-labelledby': 'error-search-label',
      action: search.action,
      method: 'get',
    },
    el(
      'label',
      { id: 'error-search-label', htmlFor: 'error-search', className: styles.searchLabel },
      t('error.searchLabel'),
    ),
    el(
      'span',
      { className: styles.searchRow },
      el('input', {
        id: 'error-search',
        className: styles.searchInput,
        type: 'search',
        autoComplete: 'off',
        maxLength: '200',
        name: 'cludoquery',
      }),
      search.language &&
        el('input', { type: 'hidden', name: 'overwrite-lang', value: search.language }),
      // The site's button (Button) as it renders with nothing to disable: a plain submit.
      el(
        'button',
        { type: 'submit', className: button({ icon: 'none' }) },
        el('span', null, t('search.submit')),
      ),
    ),
  );
}
