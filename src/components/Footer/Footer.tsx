import type { Link, Site } from '#src/server/types.ts';
import type { Language } from '#src/shared/language.ts';
import type { Translate } from '#src/shared/dictionary/index.ts';
import type { PublicConfig } from '#src/server/public-config.ts';
import type { PolicyUrls } from '#src/server/cookie-policy.ts';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { LanguageNote, languageNote } from '#src/components/LanguageNote/LanguageNote.tsx';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import * as styles from './Footer.css.ts';

export type FooterProps = {
  site: Site;
  t: Translate;
  flags: PublicConfig['flags'];
  language: Language;
  /** The cookie page and privacy policy (server/cookie-policy.ts): always linked when given. */
  policy?: PolicyUrls;
};

/**
 * The tagLine block (when the footer has one) and the footer (primary colours). The footer's
 * sections are not labelled: the footer is the landmark, and a "Kontakt" region here would clash
 * with a content block of the same title (axe: landmark-unique).
 */
function LinkList({
  links,
  site,
  language,
  t,
}: {
  links: Link[];
  site: Site;
  language: Language;
  t: Translate;
}) {
  return (
    <ul className={styles.list}>
      {links.map((link, i) => {
        // A page only in another language says so (on an English page: "(in Danish)").
        const { hrefLang, note } = languageNote(site, link.url, link.name, language, t);
        return (
          <li key={`${link.url}-${i}`}>
            <a
              href={link.url}
              hrefLang={hrefLang}
              target={link.newWindow ? '_blank' : undefined}
              rel={link.newWindow || link.external ? 'noopener noreferrer' : undefined}
            >
              {link.name}
              <LanguageNote note={note} />
              {link.newWindow && <span className={visuallyHidden}> {t('common.newWindow')}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The cookie and privacy links: one "Cookies og privatliv" when the cookie page covers both, else
 * one each. A link the editors already put in the footer is not repeated.
 */
function PolicyLinks({ policy, site, t }: { policy: PolicyUrls; site: Site; t: Translate }) {
  const { shortcuts, links } = site.footer;
  const already = new Set([...shortcuts, ...links].map((link) => link.url));
  const items = (
    policy.privacy
      ? [
          { url: policy.cookies, name: t('footer.cookies') },
          { url: policy.privacy, name: t('footer.privacy') },
        ]
      : [{ url: policy.cookies, name: t('footer.policies') }]
  ).filter((item) => !already.has(item.url));
  if (items.length === 0) return null;
  return (
    <ul className={styles.policies}>
      {items.map((item) => (
        <li key={item.url}>
          <a href={item.url} data-print-url="off">
            {item.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Footer({ site, t, flags, language, policy }: FooterProps) {
  const { contact, findUs, shortcuts, links, tagLine } = site.footer;
  const { socialLinks } = site;
  const phone = contact?.phone;
  const email = contact?.email;
  const hasAddress = !!(findUs && (findUs.name || findUs.street || findUs.city));
  return (
    <>
      {/* On paper only the contact details and the address remain (decision 018). */}
      <footer className={styles.footer}>
        {tagLine && (
          <div className={styles.tagLine} data-block="footer-tagline" data-print="hide">
            <p>{tagLine}</p>
          </div>
        )}
        <div className={styles.inner}>
          {(phone || email || contact?.link) && (
            <section>
              <h2 className={styles.heading}>{contact?.title ?? t('footer.contact')}</h2>
              <p className={styles.address}>
                {phone && (
                  <a className={styles.iconLink} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                    <Icon name="phone" />
                    {phone}
                  </a>
                )}
                {email && (
                  <a className={styles.iconLink} href={`mailto:${email}`}>
                    <Icon name="mail" />
                    {email}
                  </a>
                )}
                {contact?.link && <a href={contact.link.url}>{contact.link.name}</a>}
              </p>
            </section>
          )}
          {findUs && (hasAddress || findUs.openingHours) && (
            <section>
              <h2 className={styles.heading}>{findUs.title ?? t('footer.findUs')}</h2>
              {hasAddress && (
                <address className={styles.address}>
                  {findUs.name && <strong>{findUs.name}</strong>}
                  {findUs.street && <span>{findUs.street}</span>}
                  {(findUs.postalCode || findUs.city) && (
                    <span>
                      {findUs.postalCode} {findUs.city}
                    </span>
                  )}
                  {findUs.vatNumber && (
                    <span>
                      {t('footer.vat')} {findUs.vatNumber}
                    </span>
                  )}
                  {findUs.ean && (
                    <span>
                      {t('footer.ean')} {findUs.ean}
                    </span>
                  )}
                </address>
              )}
              {findUs.openingHours && (
                <p className={styles.address}>
                  <strong>{t('footer.openingHours')}</strong>
                  <span>{findUs.openingHours}</span>
                </p>
              )}
            </section>
          )}
          {shortcuts.length > 0 && (
            <section data-print="hide">
              <h2 className={styles.heading}>{t('footer.shortcuts')}</h2>
              <LinkList links={shortcuts} site={site} language={language} t={t} />
            </section>
          )}
          {links.length > 0 && (
            <section data-print="hide">
              <h2 className={styles.heading}>{t('footer.links')}</h2>
              <LinkList links={links} site={site} language={language} t={t} />
            </section>
          )}
          {socialLinks.length > 0 && (
            <section data-print="hide">
              <h2 className={styles.heading}>{t('footer.social')}</h2>
              <ul className={styles.list}>
                {socialLinks.map((link) => (
                  <li key={link.url}>
                    <a
                      className={styles.iconLink}
                      href={link.url}
                      target={link.newWindow ? '_blank' : undefined}
                      rel="noopener noreferrer"
                    >
                      <Icon name="external" />
                      {link.name}
                      {link.newWindow && (
                        <span className={visuallyHidden}> {t('common.newWindow')}</span>
                      )}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <div className={styles.bottom} data-print="hide">
          {policy && <PolicyLinks policy={policy} site={site} t={t} />}
          {site.logo && (
            <img
              className={styles.logo}
              src={site.logo.url}
              alt={site.name ?? site.logo.alt}
              width={site.logo.width ?? undefined}
              height={site.logo.height ?? undefined}
              loading="lazy"
            />
          )}
          {!flags.HIDDEN_BRANDING && <span data-branding>Udviklet af Limbo</span>}
        </div>
      </footer>
    </>
  );
}
