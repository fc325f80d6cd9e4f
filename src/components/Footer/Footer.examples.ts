import { translator } from '#src/server/dictionary/index.ts';
import { publicConfigSchema } from '#src/server/public-config.ts';
import { exampleSite } from '#src/components/example-site.ts';
import type { FooterProps } from './Footer.tsx';

const flags = publicConfigSchema.parse({}).flags;

export const examples: Record<string, FooterProps> = {
  full: { site: exampleSite, t: translator('da'), flags, language: 'da' },
  german: { site: exampleSite, t: translator('de'), flags, language: 'de' },
  withoutTagLine: {
    site: { ...exampleSite, footer: { ...exampleSite.footer, tagLine: null, socialLinks: [] } },
    t: translator('da'),
    flags,
    language: 'da',
  },
};
