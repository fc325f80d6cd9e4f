import type { Link, NavItem, Site } from '#src/server/types.ts';

const link = (name: string, url: string, external = false): Link => ({
  name,
  url,
  external,
  newWindow: external,
  kind: external ? 'external' : 'content',
  size: null,
  extension: null,
});

const nav = (id: string, title: string, url: string, children: NavItem[] = []): NavItem => ({
  id,
  title,
  url,
  teaser: null,
  children,
});

const exampleNavigation: NavItem[] = [
  nav('1', 'Borger', '/borger/', [
    nav('2', 'Affald og genbrug', '/borger/affald-og-genbrug/'),
    nav('3', 'Parkering', '/borger/parkering/'),
  ]),
  nav('4', 'Erhverv', '/erhverv/'),
];

/** A small sample site for the named examples of the chrome (header, footer, menu). */
export const exampleSite: Site = {
  id: '1100',
  key: 'f0e5c0de-0000-4000-8000-000000001100',
  name: 'Eksempel Kommune',
  url: '/',
  culture: 'da-DK',
  cultures: [
    { culture: 'da-DK', url: '/', name: 'Dansk', language: 'da' },
    { culture: 'en-US', url: '/en/', name: 'English', language: 'en' },
    { culture: 'de-DE', url: '/de/', name: 'Deutsch', language: 'de' },
  ],
  themeAlias: 'default',
  loginUrl: '/__login/',
  configuration: { jobListDefaultView: 'list' },
  monsidoCode: null,
  searchPageUrl: '/da/soegning/',
  logo: null,
  mainNav: exampleNavigation.map((item) => ({ ...item, children: [] })),
  burgerNav: exampleNavigation,
  serviceLinks: [link('Selvbetjening', '/selvbetjening/'), link('Kontakt', '/kontakt/')],
  socialLinks: [link('Facebook', 'https://www.facebook.com/', true)],
  footer: {
    tagLine: 'Sammen om det gode liv',
    contact: {
      title: 'Kontakt os',
      phone: '+45 70 00 00 00',
      email: 'kommune@example-kommune.dk',
      link: null,
    },
    findUs: {
      title: 'Find os',
      name: 'Rådhuset',
      street: 'Torvet 1',
      postalCode: '8000',
      city: 'Eksempelby',
      vatNumber: '12345678',
      ean: null,
      openingHours: 'Man–tors 10–15, fre 10–13',
    },
    shortcuts: [link('Affald og genbrug', '/borger/affald-og-genbrug/'), link('Job', '/job/')],
    links: [link('Tilgængelighedserklæring', 'https://was.digst.dk/example-kommune-dk', true)],
  },
};
