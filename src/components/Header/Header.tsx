import type { NavItem, Site } from '#src/server/types.ts';
import type { Language } from '#src/shared/language.ts';
import type { Translate } from '#src/shared/dictionary/index.ts';
import type { PublicConfig } from '#src/server/public-config.ts';
import type { SiteSearch } from '#src/server/cms/site-search.ts';
import {
  BurgerMenu,
  type MenuItem,
  type MenuLanguage,
  type MenuLinkLanguage,
} from '#src/components/BurgerMenu/BurgerMenu.tsx';
import { Icon } from '#src/components/Icon/Icon.tsx';
import {
  LanguageNote,
  languageNote,
  targetLanguageOf,
} from '#src/components/LanguageNote/LanguageNote.tsx';
import { Prerendered } from '#src/server/perf/prerendered/Prerendered.tsx';
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
  /** The page's language: a link to a page in another one says so ("(in Danish)"). */
  language?: Language;
};

const languageNames: Record<string, string> = { da: 'Dansk', en: 'English', de: 'Deutsch' };

/** What the menu says of a link to a page in another language (LanguageNote.tsx); else nothing. */
type LinkLanguage = (url: string, name: string) => MenuLinkLanguage | undefined;

const toMenu = (items: NavItem[], languageOf: LinkLanguage): MenuItem[] =>
  items.map((item) => ({
    title: item.title,
    url: item.url,
    children: toMenu(item.children, languageOf),
    language: languageOf(item.url, item.title),
  }));

/**
 * Each culture of the site, labelled in its own language: the same page in that language when
 * the backend says where it is (the page itself for its own language), else its front page.
 */
function siteLanguages(
  site: Site,
  currentPath: string,
  alternates: NonNullable<HeaderProps['alternates']>,
): MenuLanguage[] {
  return site.cultures.map((c) => {
    const current = c.culture === site.culture;
    const same = alternates.find((a) => a.language && a.language === c.language);
    return {
      label: (c.language && languageNames[c.language]) || c.name || c.culture,
      url: (current && currentPath) || same?.url || c.url,
      lang: c.language,
      current,
    };
  });
}

/**
 * The site header (canvas colours). Its source order is its visual order at every width
 * (decision 031): logo, menu button, service links, language link, search, then the header menu
 * on a row of its own. A link appears once: service links (`navigation.secondary`) are left out
 * of the header menu and the burger's first level.
 */
export function Header({
  site,
  t,
  flags,
  defaultSearchPage,
  currentPath,
  searchQuery,
  search,
  alternates = [],
  language = 'da',
}: HeaderProps) {
  const home = site.cultures.find((c) => c.culture === site.culture)?.url ?? site.url ?? '/';
  const name = site.name ?? t('header.home');
  const searchUrl = search?.action ?? site.searchPageUrl ?? defaultSearchPage;
  const serviceLinks = site.serviceLinks.filter(
    (link, i, all) => all.findIndex((l) => l.url === link.url) === i,
  );
  const isServiceLink = (url: string) => serviceLinks.some((l) => l.url === url);
  const mainNav = site.mainNav.filter((item) => !isServiceLink(item.url));
  const languageOf: LinkLanguage = (url, name) => {
    const { hrefLang, note } = languageNote(site, url, name, language, t);
    return hrefLang ? { hrefLang, note, pageLang: language } : undefined;
  };
  const burgerItems = toMenu(site.burgerNav, languageOf).filter(
    (item) =>
      !isServiceLink(item.url) || (flags.BURGER_MENU_ALLOW_SUB_MENU && item.children.length > 0),
  );
  const languages = siteLanguages(site, currentPath, alternates);
  // DKFDS: one link to another language, in that language. The first culture of the site's
  // own order that is not this one: from Danish English, from English or German Danish.
  const otherLanguage = languages.length > 1 ? languages.find((l) => !l.current) : undefined;
  const searchForm = (
    <form
      className={styles.search}
      role="search"
      aria-label={t('search.label')}
      method="get"
      action={searchUrl}
    >
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
      {search?.language && <input type="hidden" name="overwrite-lang" value={search.language} />}
      <button className={styles.searchButton} type="submit">
        <Icon name="search" />
        {t('search.submit')}
      </button>
    </form>
  );
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
        <BurgerMenu
          items={burgerItems}
          showSubMenu={flags.BURGER_MENU_ALLOW_SUB_MENU}
          languages={flags.BURGER_MENU_LANGUAGE_SELECTOR ? languages : []}
          serviceLinks={serviceLinks.map((l) => ({
            name: l.name,
            url: l.url,
            language: languageOf(l.url, l.name),
          }))}
          labels={{
            open: t('menu.open'),
            menu: t('menu.label'),
            languages: t('menu.languages'),
            serviceLinks: t('menu.serviceLinks'),
          }}
          currentPath={currentPath}
        />
        {serviceLinks.length > 0 && (
          // The same for every page of a site and language: made once (decision 024).
          <Prerendered name="header-service-links">
            <nav aria-label={t('menu.serviceLinks')} className={styles.serviceNav}>
              <ul className={styles.serviceLinks}>
                {serviceLinks.map((link) => (
                  <li key={link.url}>
                    <a
                      className={styles.serviceLink}
                      href={link.url}
                      hrefLang={targetLanguageOf(site, link.url, language) ?? undefined}
                    >
                      {link.name}
                      <LanguageNote
                        note={languageNote(site, link.url, link.name, language, t).note}
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </Prerendered>
        )}
        <div className={styles.tools}>
          {otherLanguage && (
            // The same page in another language: its address is this page's own.
            <a
              className={styles.languageLink}
              href={otherLanguage.url}
              lang={otherLanguage.lang ?? undefined}
              hrefLang={otherLanguage.lang ?? undefined}
              data-language-link
            >
              <Icon name="globe" />
              {otherLanguage.label}
            </a>
          )}
          {searchQuery ? (
            // What a visitor typed is never a key: the search page renders its form as usual.
            searchForm
          ) : (
            <Prerendered name="header-search">{searchForm}</Prerendered>
          )}
        </div>
        {mainNav.length > 0 && (
          // Per site and language, and which of its links is this page (aria-current).
          <Prerendered name="header-main-nav">
            <nav aria-label={t('menu.main')} className={styles.mainNav}>
              <ul className={styles.mainNavList}>
                {mainNav.map((item) => {
                  // A page title is in its page's language (as in the burger menu).
                  const other = languageOf(item.url, item.title);
                  return (
                    <li key={item.id}>
                      <a
                        className={styles.mainNavLink}
                        href={item.url}
                        lang={other?.hrefLang}
                        hrefLang={other?.hrefLang}
                        aria-current={currentPath === item.url ? 'page' : undefined}
                      >
                        {item.title}
                        <LanguageNote note={other?.note ?? null} lang={other?.pageLang} />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </Prerendered>
        )}
      </div>
    </header>
  );
}
