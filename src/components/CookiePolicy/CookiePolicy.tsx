import type { Translate } from '#src/shared/dictionary/index.ts';
import { ConsentSettingsButton } from '#src/components/blocks/BlockVideo/ConsentSettingsButton.tsx';
import { FORM_STATE_COOKIE } from '#src/server/forms/form-state.ts';
import { SESSION_COOKIE } from '#src/server/auth/session.ts';
import * as styles from './CookiePolicy.css.ts';

export type CookiePolicyProps = {
  t: Translate;
  siteName: string | null;
  /** What the site sets and sends depends on what is switched on. */
  features: {
    /** A consent platform (Cookie Information) is configured. */
    consentPlatform: boolean;
    /** CLIMATE_BUTTON: the energy-saving theme's cookie. */
    climateButton: boolean;
    feedback: boolean;
    subscriptions: boolean;
  };
  /** The municipality's phone and e-mail from the footer, for questions. */
  contact: { phone: string | null; email: string | null };
};

/**
 * The built-in cookie page (decision 034), at /cookies/, /en/cookies/ and /de/cookies/ where the
 * backend has no page of its own: which cookies the site itself sets and why, what third parties
 * may set and when, and what the forms send. Only what is switched on is listed.
 */
export function CookiePolicy({ t, siteName, features, contact }: CookiePolicyProps) {
  const site = siteName ?? '';
  const title = t('cookiePage.title');
  const intro = t('cookiePage.intro', { site: site || '—' });
  const cookies = [
    {
      name: FORM_STATE_COOKIE,
      purpose: t('cookiePage.form'),
      duration: t('cookiePage.formDuration'),
    },
    ...(features.climateButton
      ? [
          {
            name: 'kommune_theme',
            purpose: t('cookiePage.theme'),
            duration: t('cookiePage.themeDuration'),
          },
        ]
      : []),
    ...(features.consentPlatform
      ? [
          {
            name: 'CookieInformationConsent',
            purpose: t('cookiePage.consent'),
            duration: t('cookiePage.consentDuration'),
          },
        ]
      : []),
    {
      name: SESSION_COOKIE,
      purpose: t('cookiePage.tools'),
      duration: t('cookiePage.toolsDuration'),
    },
  ];
  return (
    <article className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.intro}>{intro}</p>

      <h2>{t('cookiePage.ownHeading')}</h2>
      <p>{t('cookiePage.ownText')}</p>
      <ul className={styles.cookies}>
        {cookies.map((cookie) => (
          <li key={cookie.name} className={styles.cookie}>
            <h3 className={styles.cookieName}>
              <span className={styles.nameLabel}>{t('cookiePage.name')}: </span>
              <code>{cookie.name}</code>
            </h3>
            <p>
              <strong>{t('cookiePage.purpose')}:</strong> {cookie.purpose}
            </p>
            <p>
              <strong>{t('cookiePage.duration')}:</strong> {cookie.duration}
            </p>
          </li>
        ))}
      </ul>

      <h2>{t('cookiePage.othersHeading')}</h2>
      <p>
        {features.consentPlatform
          ? t('cookiePage.othersWithConsent')
          : t('cookiePage.othersWithoutConsent')}
      </p>
      {features.consentPlatform && <ConsentSettingsButton label={t('cookiePage.settings')} />}

      <h2 id="privatliv">{t('cookiePage.privacyHeading')}</h2>
      {features.feedback && <p>{t('cookiePage.privacyFeedback')}</p>}
      {features.subscriptions && <p>{t('cookiePage.privacySubscription')}</p>}
      <p>{t('cookiePage.privacyLog')}</p>
      {site && (contact.phone || contact.email) && (
        <p>
          {t('cookiePage.contact', { site })}{' '}
          {contact.phone && (
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          )}
          {contact.phone && contact.email && ' · '}
          {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
        </p>
      )}
    </article>
  );
}

/** The cookie page's head: title, description and canonical (React hoists them). */
export function CookiePolicyHead({
  t,
  siteName,
  canonicalUrl,
}: {
  t: Translate;
  siteName: string | null;
  canonicalUrl: string;
}) {
  const title = t('cookiePage.title');
  return (
    <>
      <title>{siteName ? `${title} | ${siteName}` : title}</title>
      <meta name="description" content={t('cookiePage.intro', { site: siteName || '—' })} />
      <link rel="canonical" href={canonicalUrl} />
    </>
  );
}
