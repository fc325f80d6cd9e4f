import { translator } from '#src/shared/dictionary/index.ts';
import { publicConfigSchema } from '#src/server/public-config.ts';
import { exampleSite } from '#src/components/example-site.ts';
import type { FooterProps } from './Footer.tsx';

const flags = publicConfigSchema.parse({}).flags;

export const examples: Record<string, FooterProps> = {
  /** The real recorded answer's footer: contact without phone or e-mail, empty address. */
  sparse: {
    site: {
      ...exampleSite,
      socialLinks: [],
      footer: {
        tagLine: null,
        contact: { title: 'Kontakt os', phone: null, email: null, link: null },
        findUs: {
          title: 'Find os',
          name: 'Slagelse Intranet',
          street: null,
          postalCode: null,
          city: null,
          vatNumber: null,
          ean: null,
          openingHours: null,
        },
        shortcuts: [],
        links: [],
      },
    },
    t: translator('da'),
    flags,
    language: 'da',
  },
  full: {
    site: exampleSite,
    t: translator('da'),
    flags,
    language: 'da',
    policy: { cookies: '/cookies/', privacy: null },
  },
  /** A privacy policy of its own (PRIVACY_POLICY_URL or the site's configuration). */
  separatePrivacy: {
    site: exampleSite,
    t: translator('en'),
    flags,
    language: 'en',
    policy: { cookies: '/en/cookies/', privacy: 'https://www.example-kommune.dk/en/privacy' },
  },
  german: { site: exampleSite, t: translator('de'), flags, language: 'de' },
  withoutTagLine: {
    site: { ...exampleSite, socialLinks: [], footer: { ...exampleSite.footer, tagLine: null } },
    t: translator('da'),
    flags,
    language: 'da',
  },
};
