import type { Translate } from '#src/shared/dictionary/index.ts';
import type { SiteContact } from '#src/server/cms/site-contact.ts';
import { BackButton } from './BackButton.tsx';
import * as styles from './ErrorView.css.ts';

export type ErrorViewProps = {
  status: number;
  t: Translate;
  backHref: string;
  /** On a 5xx: the municipality's name and phone number (last good site data or configuration). */
  contact?: SiteContact | null;
};

/** `tel:` wants the number without spaces or dashes; a leading + (international) is kept. */
const telHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/**
 * The generic error page of spec section 2. A 5xx says what it is, a technical error to try
 * again shortly, and who to call, never that the page was not found.
 */
export function ErrorView({ status, t, backHref, contact }: ErrorViewProps) {
  const title = `${t('error.title')} ${status}`;
  const technical = status >= 500;
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
      <BackButton label={t('error.back')} fallbackHref={backHref} className={styles.button} />
    </div>
  );
}
