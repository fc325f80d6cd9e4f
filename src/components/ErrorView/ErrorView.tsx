import type { Translate } from '#src/shared/dictionary/index.ts';
import type { SiteContact } from '#src/server/cms/site-contact.ts';
import type { SiteSearch } from '#src/server/cms/site-search.ts';
import { Button } from '#src/components/Button/Button.tsx';
import { BackButton } from './BackButton.tsx';
import * as styles from './ErrorView.css.ts';

export type ErrorViewProps = {
  status: number;
  t: Translate;
  /** The front page of the visitor's language. */
  backHref: string;
  /** On a 404: where the search form goes (the site's search page in this language). */
  search?: SiteSearch | null;
  /** On a 5xx: the municipality's name and phone number (last good site data or configuration). */
  contact?: SiteContact | null;
};

/** `tel:` wants the number without spaces or dashes; a leading + (international) is kept. */
const telHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/**
 * The generic error page. A 5xx says in words that it is a technical error, to try again
 * shortly, and who to call, never that the page was not found. A 404 offers a way on: the site
 * search and the front page. Going back is a button where JavaScript can do it; the front-page
 * link says where it goes, with or without JavaScript.
 */
export function ErrorView({ status, t, backHref, search, contact }: ErrorViewProps) {
  const technical = status >= 500;
  const title = technical ? t('error.technicalTitle', { status }) : `${t('error.title')} ${status}`;
  const who = technical ? contact : null;
  return (
    <div className={styles.wrapper}>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      <p>{technical ? t('error.technical') : t('error.text')}</p>
      {who?.phone && <p>{t('error.callUs')}</p>}
      {who && (who.name || who.phone) && (
        <p className={styles.contact} data-error-contact="">
          {who.name && <strong>{who.name}</strong>}
          {who.name && who.phone && <br />}
          {who.phone && (
            <>
              {t('error.phone')}: <a href={telHref(who.phone)}>{who.phone}</a>
            </>
          )}
        </p>
      )}
      <p>{t('error.hint')}</p>
      <p className={styles.ways}>
        <BackButton label={t('error.back')} className={styles.button} />
        <a href={backHref} className={styles.link}>
          {t('error.frontpage')}
        </a>
      </p>
      {status === 404 && search && (
        <form
          className={styles.search}
          role="search"
          aria-labelledby="error-search-label"
          method="get"
          action={search.action}
        >
          <label id="error-search-label" htmlFor="error-search" className={styles.searchLabel}>
            {t('error.searchLabel')}
          </label>
          <span className={styles.searchRow}>
            <input
              id="error-search"
              className={styles.searchInput}
              type="search"
              name="cludoquery"
              autoComplete="off"
              maxLength={200}
            />
            {search.language && (
              <input type="hidden" name="overwrite-lang" value={search.language} />
            )}
            <Button type="submit">{t('search.submit')}</Button>
          </span>
        </form>
      )}
    </div>
  );
}
