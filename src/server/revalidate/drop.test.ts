import { describe, expect, it } from 'vitest';
import { siteDigest } from './drop.ts';

// A publish compares the site's shared part as this process keeps it with the backend's
// (`changedSites`); api.test.ts follows it through a publish.

const site = (mainTitle: string) => ({
  id: 1100,
  url: '/',
  navigation: {
    main: [
      { name: mainTitle, url: '/borger/' },
      { name: 'Erhverv', url: '/erhverv/' },
    ],
    burger: [],
    secondary: [],
  },
  theme: { alias: null },
});

describe("a site's digest", () => {
  it('is the same for the same shared part, another object or not', () => {
    expect(siteDigest(site('Borger'))).toBe(siteDigest(site('Borger')));
    const kept = site('Borger');
    expect(siteDigest(kept)).toBe(siteDigest(structuredClone(kept)));
  });

  it('changes when the menus change, and when the theme does', () => {
    const before = siteDigest(site('Borger'));
    expect(siteDigest(site('Borgere'))).not.toBe(before);
    expect(siteDigest({ ...site('Borger'), theme: { alias: 'dark' } })).not.toBe(before);
  });
});
