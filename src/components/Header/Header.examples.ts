import { translator } from '#src/shared/dictionary/index.ts';
import { publicConfigSchema } from '#src/server/public-config.ts';
import { exampleSite } from '#src/components/example-site.ts';
import type { HeaderProps } from './Header.tsx';

const flags = publicConfigSchema.parse({}).flags;
const kontakt = { id: '9', title: 'Kontakt', url: '/kontakt/', teaser: null };
const base: HeaderProps = {
  site: exampleSite,
  t: translator('da'),
  flags,
  defaultSearchPage: '/da/soegning/',
  currentPath: '/borger/',
};

export const examples: Record<string, HeaderProps> = {
  danish: base,
  english: { ...base, t: translator('en'), currentPath: '/en/' },
  withoutSubMenuAndLanguages: {
    ...base,
    flags: { ...flags, BURGER_MENU_ALLOW_SUB_MENU: false, BURGER_MENU_LANGUAGE_SELECTOR: false },
  },
  withSearchQuery: { ...base, searchQuery: 'affald' },
  withoutMainMenu: { ...base, site: { ...exampleSite, mainNav: [] } },
  withoutSiteName: { ...base, site: { ...exampleSite, name: null } },
  /** A service link that is in the menus too (a real site's `navigation.main` often has it). */
  serviceLinkInMenus: {
    ...base,
    site: {
      ...exampleSite,
      mainNav: [...exampleSite.mainNav, { ...kontakt, children: [] }],
      burgerNav: [...exampleSite.burgerNav, { ...kontakt, children: [] }],
    },
  },
};
