import { isThemeAlias } from '#src/styles/themes.ts';
import { languageOf } from './reshape-language.ts';
import { reshapeImage, reshapeLink, withAnchor, type ReshapeContext } from './links.ts';
import type { RawLink, RawNavLink, RawSite } from './schemas.ts';
import type { NavItem, Site } from '../types.ts';

// The site part of an answer (its chrome: menus, footer, theme, cultures) in the app's types.

/** Menu items: nav links or the package's own nav items; hidden ones are left out. */
function reshapeNav(raw: RawNavLink[], depth = 2): NavItem[] {
  return raw
    .filter((item) => item.isVisible !== false)
    .map((item) => ({
      id: item.id ?? item.key ?? item.url,
      title: item.name || item.title || item.url,
      url: withAnchor(item.url, item.anchor),
      teaser: item.teaser ?? null,
      children: depth > 1 ? reshapeNav(item.children, depth - 1) : [],
    }));
}

/** A site that shows the page without chrome data (no site part, or an unusable one). */
export const EMPTY_SITE: Site = {
  id: null,
  key: null,
  name: null,
  url: null,
  culture: null,
  cultures: [],
  themeAlias: 'default',
  loginUrl: null,
  configuration: {},
  monsidoCode: null,
  searchPageUrl: null,
  logo: null,
  mainNav: [],
  burgerNav: [],
  serviceLinks: [],
  socialLinks: [],
  footer: { tagLine: null, contact: null, findUs: null, shortcuts: [], links: [] },
};

export function reshapeSite(raw: RawSite | null, ctx: ReshapeContext): Site {
  if (!raw) return { ...EMPTY_SITE, key: ctx.siteKey ?? null };
  const links = (list: RawLink[]) => list.map((l) => reshapeLink(l, ctx));
  const { footer, navigation } = raw;
  const alias = raw.theme?.alias;
  return {
    id: raw.id ?? null,
    key: ctx.siteKey ?? null,
    name: raw.name || null,
    url: raw.url ?? null,
    culture: raw.culture ?? null,
    cultures: raw.cultures.map((c) => ({
      id: c.id ?? null,
      culture: c.culture,
      url: c.url,
      name: c.name ?? c.label ?? null,
      language: languageOf(c.culture),
    })),
    themeAlias: alias && isThemeAlias(alias) ? alias : 'default',
    loginUrl: raw.loginPage?.url ?? null,
    configuration: raw.frontend?.configuration ?? {},
    monsidoCode: raw.monsidoCode || null,
    searchPageUrl: raw.searchPage?.url ?? null,
    logo: reshapeImage(raw.logo, ctx),
    mainNav: reshapeNav(navigation?.main ?? [], 1),
    burgerNav: reshapeNav(navigation?.burger ?? [], 2),
    serviceLinks: links(navigation?.secondary ?? []),
    socialLinks: links(raw.socialMedia),
    footer: {
      tagLine: footer?.tagLine || null,
      contact: footer?.contact
        ? {
            title: footer.contact.title || null,
            phone: footer.contact.phone || footer.contact.phonenumber || null,
            email: footer.contact.email || null,
            link: footer.contact.link ? reshapeLink(footer.contact.link, ctx) : null,
          }
        : null,
      findUs: footer?.findUs
        ? {
            title: footer.findUs.title || null,
            name: footer.findUs.name || null,
            street: footer.findUs.street || null,
            postalCode: footer.findUs.postalCode || null,
            city: footer.findUs.city || null,
            vatNumber: footer.findUs.vatNumber || footer.findUs.vat || null,
            ean: footer.findUs.ean || null,
            openingHours: footer.findUs.openingHours || null,
          }
        : null,
      shortcuts: links(footer?.shortcuts ?? []),
      links: links(footer?.links ?? []),
    },
  };
}
