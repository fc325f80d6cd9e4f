import type { BurgerMenuProps } from './BurgerMenu.tsx';

const labels = {
  open: 'Menu',
  menu: 'Hovedmenu',
  languages: 'Sprog',
  serviceLinks: 'Genveje',
};

export const examples: Record<string, BurgerMenuProps> = {
  twoLevels: {
    items: [
      {
        title: 'Borger',
        url: '/borger/',
        children: [
          { title: 'Affald og genbrug', url: '/borger/affald-og-genbrug/', children: [] },
          { title: 'Parkering', url: '/borger/parkering/', children: [] },
        ],
      },
      { title: 'Erhverv', url: '/erhverv/', children: [] },
    ],
    languages: [
      { label: 'Dansk', url: '/', lang: 'da', current: true },
      { label: 'English', url: '/en/', lang: 'en', current: false },
    ],
    serviceLinks: [{ name: 'Selvbetjening', url: '/selvbetjening/' }],
    showSubMenu: true,
    labels,
    currentPath: '/borger/',
  },
  oneLevelNoLanguages: {
    items: [{ title: 'Kontakt', url: '/kontakt/', children: [] }],
    languages: [],
    serviceLinks: [],
    showSubMenu: false,
    labels,
    currentPath: '/',
  },
};
