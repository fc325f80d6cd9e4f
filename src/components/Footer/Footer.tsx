import type { Language, Site } from '#src/server/cms/types.ts';
import type { Translate } from '#src/server/dictionary/index.ts';
import type { PublicConfig } from '#src/server/public-config.ts';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import * as styles from './Footer.css.ts';

export type FooterProps = {
  site: Site;
  t: Translate;
  flags: PublicConfig['flags'];
  language: Language;
};

/**
 * The tagLine block (when the footer has one) and the footer (primary colours). The footer's
 * sections are not labelled: the footer is the landmark, and a "Kontakt" region here would clash
 * with a content block of the same title (axe: landmark-unique).
 */
export function Footer({ site, t, flags, language }: FooterProps) {
  const { address, columns, socialLinks, accessibilityStatementUrl, tagLine } = site.footer;
  return (
    <>
      <footer className={styles.footer} data-print="hide">
        {tagLine && (
          <div className={styles.tagLine} data-block="footer-tagline">
            <p>{tagLine}</p>
          </div>
        )}
        <div className={styles.inner}>
          {address && (
            <section>
              <h2 className={styles.heading}>{t('footer.contact')}</h2>
              <address className={styles.address}>
                {address.name && <strong>{address.name}</strong>}
                {address.street && <span>{address.street}</span>}
                {(address.postalCode || address.city) && (
                  <span>
                    {address.postalCode} {address.city}
                  </span>
                )}
                {address.phone && (
                  <a
                    className={styles.iconLink}
                    href={`tel:${address.phone.replace(/[^\d+]/g, '')}`}
                  >
                    <Icon name="phone" />
                    {address.phone}
                  </a>
                )}
                {address.email && (
                  <a className={styles.iconLink} href={`mailto:${address.email}`}>
                    <Icon name="mail" />
                    {address.email}
                  </a>
                )}
                {address.cvr && <span>CVR {address.cvr}</span>}
              </address>
            </section>
          )}
          {columns.map((column, i) => (
            <section key={`${column.title}-${i}`}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      target={link.newWindow ? '_blank' : undefined}
                      rel={link.newWindow ? 'noopener noreferrer' : undefined}
                    >
                      {link.name}
                      {link.newWindow && (
                        <span className={visuallyHidden}> {t('common.newWindow')}</span>
                      )}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {socialLinks.length > 0 && (
            <section>
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
        <div className={styles.bottom}>
          {site.logo && (
            <img
              className={styles.logo}
              src={site.logo.url}
              alt={site.name}
              width={site.logo.width ?? undefined}
              height={site.logo.height ?? undefined}
              loading="lazy"
            />
          )}
          {accessibilityStatementUrl && (
            <a href={accessibilityStatementUrl}>
              {/* Danish law names the link this way on every public site, whatever the language. */}
              <span lang="da">Tilgængelighedserklæring</span>
              {language !== 'da' && <span lang={language}> ({t('footer.accessibility')})</span>}
            </a>
          )}
          {!flags.HIDDEN_BRANDING && <span data-branding>Udviklet af Limbo</span>}
        </div>
      </footer>
    </>
  );
}
