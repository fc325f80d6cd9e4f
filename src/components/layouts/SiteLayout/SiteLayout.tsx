import type { ReactNode } from 'react';
import type { Site } from '#src/server/cms/types.ts';
import type { Translate } from '#src/server/dictionary/index.ts';
import { SkipLink } from '#src/components/SkipLink/SkipLink.tsx';
import * as styles from './SiteLayout.css.ts';

export type SiteLayoutProps = { site: Site | null; t: Translate; children: ReactNode };

const languageNames = { da: 'Dansk', en: 'English', de: 'Deutsch' } as const;

/** Wraps every public page: skip link, header, main landmark, footer (with the tagLine block). */
export function SiteLayout({ site, t, children }: SiteLayoutProps) {
  const home = site?.cultures.find((c) => c.value === site.culture)?.url ?? '/';
  const address = site?.footer.address;
  return (
    <div className={styles.page}>
      <SkipLink label={t('skipLink')} />
      <header className={styles.header}>
        <div className={styles.bar}>
          <a href={home} className={styles.brand}>
            {site?.logo ? (
              <img
                className={styles.logo}
                src={site.logo.url}
                alt={site.logo.alt || site.name}
                width={site.logo.width ?? undefined}
                height={site.logo.height ?? undefined}
              />
            ) : (
              (site?.name ?? '')
            )}
          </a>
          {site && site.cultures.length > 1 && (
            <nav aria-label="Sprog / Language">
              <ul className={styles.languages}>
                {site.cultures.map((c) => (
                  <li key={c.value}>
                    <a
                      href={c.url}
                      lang={c.language ?? undefined}
                      aria-current={c.value === site.culture ? 'true' : undefined}
                    >
                      {c.language ? languageNames[c.language] : c.value}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {site?.footer.tagLine && <p className={styles.tagLine}>{site.footer.tagLine}</p>}
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          {address && (
            <section aria-labelledby="footer-contact">
              <h2 id="footer-contact" className={styles.footerHeading}>
                {t('footer.contact')}
              </h2>
              <address className={styles.address}>
                {address.name && <div>{address.name}</div>}
                {address.street && <div>{address.street}</div>}
                {(address.postalCode || address.city) && (
                  <div>
                    {address.postalCode} {address.city}
                  </div>
                )}
                {address.phone && (
                  <div>
                    <a
                      className={styles.footerLink}
                      href={`tel:${address.phone.replace(/[^\d+]/g, '')}`}
                    >
                      {address.phone}
                    </a>
                  </div>
                )}
                {address.email && (
                  <div>
                    <a className={styles.footerLink} href={`mailto:${address.email}`}>
                      {address.email}
                    </a>
                  </div>
                )}
                {address.cvr && <div>CVR {address.cvr}</div>}
              </address>
            </section>
          )}
          {site?.footer.columns.map((column, i) => (
            <section key={i} aria-label={column.title ?? undefined}>
              {column.title && <h2 className={styles.footerHeading}>{column.title}</h2>}
              <ul className={styles.footerList}>
                {column.links.map((link) => (
                  <li key={link.url}>
                    <a className={styles.footerLink} href={link.url}>
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {site?.footer.accessibilityStatementUrl && (
            <p>
              <a className={styles.footerLink} href={site.footer.accessibilityStatementUrl}>
                Tilgængelighedserklæring
              </a>
            </p>
          )}
        </div>
      </footer>
    </div>
  );
}
