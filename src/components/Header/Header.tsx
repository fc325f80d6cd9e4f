import type { Language, NavItem, Site } from '#src/server/cms/types.ts';
import type { Translate } from '#src/shared/dictionary/index.ts';
import type { PublicConfig } from '#src/server/public-config.ts';
import type { SiteSearch } from '#src/server/cms/site-search.ts';
import { BurgerMenu, type MenuItem } from '#src/components/BurgerMenu/BurgerMenu.tsx';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import * as styles from './Header.css.ts';

export type HeaderProps = {
  site: Site;
  t: Translate;
  flags: PublicConfig['flags'];
  defaultSearchPage: string;
  currentPath: string;
  searchQuery?: string;
  /** Where the search form goes in the visitor's language (site-search.ts); else the site's page. */
  search?: SiteSearch;
  /** The same page in other cultures (`content.alternates`); else each culture's root. */
  alternates?: { url: string; language: Language | null }[];
};

const languageNames: Record<string, string> = { da: 'Dansk', en: 'English', de: 'Deutsch' };

const toMenu = (items: NavItem[]): MenuItem[] =>
  items.map((item) => ({ title: item.title, url: item.url, children: toMenu(item.children) }));

/** The site header (canvas colours): logo, service links, search, burger menu. */
export function Header({
  site,
  t,
  flags,
  defaultSearchPage,
  currentPath,
  searchQuery,
  search,
  alternates = [],
}: HeaderProps) {
  const home = site.cultures.find((c) => c.culture === site.culture)?.url ?? site.url ?? '/';
  const name = site.name ?? t('header.home');
  const searchUrl = search?.action ?? site.searchPageUrl ?? defaultSearchPage;
  return (
    <header className={styles.header} data-print="hide">
      <div className={styles.bar}>
        <a href={home} className={styles.brand}>
          {site.logo ? (
            <img
              className={styles.logo}
              src={site.logo.url}
              alt={site.logo.alt || t('footer.logoAlt', { name })}
              width={site.logo.width ?? undefined}
              height={site.logo.height ?? undefined}
            />
          ) : (
            name
          )}
        </a>
        {site.mainNav.length > 0 && (
          <nav aria-label={t('menu.main')} className={styles.mainNav}>
            <ul className={styles.mainNavList}>
              {site.mainNav.map((item) => (
                <li key={item.id}>
                  <a
                    className={styles.mainNavLink}
                    href={item.url}
                    aria-current={currentPath === item.url ? 'page' : undefined}
                  >
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {site.serviceLinks.length > 0 && (
          <nav aria-label={t('menu.serviceLinks')}>
            <ul className={styles.serviceLinks}>
              {site.serviceLinks.map((link) => (
                <li key={link.url}>
                  <a className={styles.serviceLink} href={link.url}>
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <form className={styles.search} role="search" method="get" action={searchUrl}>
          <label htmlFor="site-search" className={visuallyHidden}>
            {t('search.label')}
          </label>
          <input
            id="site-search"
            className={styles.searchInput}
            type="search"
            name="cludoquery"
            placeholder={t('search.placeholder')}
            defaultValue={searchQuery}
            autoComplete="off"
            maxLength={200}
          />
          {search?.language && (
            <input type="hidden" name="overwrite-lang" value={search.language} />
          )}
          <button className={styles.searchButton} type="submit">
            <Icon name="search" />
            {t('search.submit')}
          </button>
        </form>
        <BurgerMenu
          items={toMenu(site.burgerNav)}
          showSubMenu={flags.BURGER_MENU_ALLOW_SUB_MENU}
          languages={
            flags.BURGER_MENU_LANGUAGE_SELECTOR
              ? site.cultures.map((c) => {
                  const current = c.culture === site.culture;
                  // The same page in that language when the backend says where it is (the
                  // page itself for its own language), else that language's front page.
                  const same = alternates.find((a) => a.language && a.language === c.language);
                  return {
                    label: (c.language && languageNames[c.language]) || c.name || c.culture,
                    url: (current && currentPath) || same?.url || c.url,
                    lang: c.language,
                    current,
                  };
                })
              : []
          }
          serviceLinks={site.serviceLinks.map((l) => ({ name: l.name, url: l.url }))}
          labels={{
            open: t('menu.open'),
            close: t('menu.close'),
            menu: t('menu.label'),
            languages: t('menu.languages'),
            serviceLinks: t('menu.serviceLinks'),
          }}
          currentPath={currentPath}
        />
      </div>
    </header>
  );
}
