import type { NavItem, Site } from '#src/server/cms/types.ts';

/** A small sample site for the named examples of the chrome (header, footer, menu). */
export const exampleSite: Site = {
  id: '1100',
  name: 'Eksempel Kommune',
  url: 'https://www.example-kommune.dk/',
  culture: 'da-DK',
  cultures: [
    { value: 'da-DK', url: '/', language: 'da' },
    { value: 'en-US', url: '/en/', language: 'en' },
    { value: 'de-DE', url: '/de/', language: 'de' },
  ],
  themeAlias: 'default',
  loginUrl: '/__login/',
  configuration: { jobListDefaultView: 'list' },
  configurationId: '1101',
  monsidoCode: null,
  searchPageUrl: '/da/soegning/',
  logo: null,
  serviceLinks: [
    {
      name: 'Selvbetjening',
      url: '/selvbetjening/',
      external: false,
      newWindow: false,
      kind: 'content',
      size: null,
      extension: null,
    },
    {
      name: 'Kontakt',
      url: '/kontakt/',
      external: false,
      newWindow: false,
      kind: 'content',
      size: null,
      extension: null,
    },
  ],
  footer: {
    tagLine: 'Sammen om det gode liv',
    address: {
      name: 'Rådhuset',
      street: 'Torvet 1',
      postalCode: '8000',
      city: 'Eksempelby',
      phone: '+45 70 00 00 00',
      email: 'kommune@example-kommune.dk',
      cvr: '12345678',
    },
    columns: [
      {
        title: 'Genveje',
        links: [
          {
            name: 'Affald og genbrug',
            url: '/borger/affald-og-genbrug/',
            external: false,
            newWindow: false,
            kind: 'content',
            size: null,
            extension: null,
          },
          {
            name: 'Job',
            url: '/job/',
            external: false,
            newWindow: false,
            kind: 'content',
            size: null,
            extension: null,
          },
        ],
      },
    ],
    accessibilityStatementUrl: 'https://was.digst.dk/example-kommune-dk',
    socialLinks: [
      {
        name: 'Facebook',
        url: 'https://www.facebook.com/',
        external: true,
        newWindow: true,
        kind: 'external',
        size: null,
        extension: null,
      },
    ],
  },
};

export const exampleNavigation: NavItem[] = [
  {
    id: '1',
    title: 'Borger',
    url: '/borger/',
    children: [
      { id: '2', title: 'Affald og genbrug', url: '/borger/affald-og-genbrug/', children: [] },
      { id: '3', title: 'Parkering', url: '/borger/parkering/', children: [] },
    ],
  },
  { id: '4', title: 'Erhverv', url: '/erhverv/', children: [] },
];
