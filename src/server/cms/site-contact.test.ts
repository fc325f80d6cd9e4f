import { describe, expect, it } from 'vitest';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { parseAnswer } from './answer.ts';
import { reshapeSite } from './reshape.ts';
import { ctx, real } from './reshape.test-kit.ts';
import type { Site } from '../types.ts';
import { contactOfSite, forgetSitesForTests, outageContact, rememberSite } from './site-contact.ts';

const site = (change: (s: Site) => Site = (s) => s) =>
  change(reshapeSite(parseAnswer(real(), 200)!.site, { ...ctx, siteKey: 'k' }));

describe('who to call in an outage', () => {
  it('reads the site’s name (else the footer’s) and the footer’s phone number', () => {
    const s = site();
    expect(contactOfSite(s)).toEqual({
      name: 'Slagelse Intranet',
      phone: s.footer.contact?.phone ?? null,
    });
    const unnamed = site((s) => ({
      ...s,
      name: null,
      footer: { ...s.footer, findUs: { ...s.footer.findUs!, name: 'Rådhuset' } },
    }));
    expect(contactOfSite(unnamed).name).toBe('Rådhuset');
  });

  it('keeps the last good site per app host, and falls back to configuration field by field', () => {
    forgetSitesForTests();
    setEnvForTests(
      parseEnv({ CMS_API_URL: 'http://cms.test', MUNICIPALITY_PHONE: '+45 11 22 33 44' }),
    );
    expect(outageContact('a.dk')).toEqual({ name: null, phone: '+45 11 22 33 44' });
    const noPhone = site((s) => ({ ...s, footer: { ...s.footer, contact: null } }));
    rememberSite('a.dk', noPhone);
    expect(outageContact('a.dk')).toEqual({ name: 'Slagelse Intranet', phone: '+45 11 22 33 44' });
    expect(outageContact('b.dk')).toEqual({ name: null, phone: '+45 11 22 33 44' });
    setEnvForTests(parseEnv({ CMS_API_URL: 'http://cms.test' }));
    expect(outageContact('b.dk')).toBeNull();
  });

  it('remembers a bounded number of hosts (the Host header is the app host without APP_HOST)', () => {
    forgetSitesForTests();
    setEnvForTests(parseEnv({ CMS_API_URL: 'http://cms.test' }));
    const one = site();
    for (let i = 0; i < 1000; i++) rememberSite(`h${i}.dk`, one);
    expect(outageContact('h0.dk')).toBeNull();
    expect(outageContact('h999.dk')?.name).toBe('Slagelse Intranet');
  });
});
