import { describe, expect, it } from 'vitest';
import { cludoSettings } from './SiteSearchLoader.tsx';

describe('site search', () => {
  it('builds the Cludo settings with language, template version and domain filter', () => {
    const base = {
      customerId: 7,
      searchUrl: '/da/soegning/',
      language: 'da',
      scriptUrl: '',
      cssUrl: '',
      siteUrl: 'https://www.k.dk/',
    };
    expect(cludoSettings({ ...base, siteId: '1100' })).toMatchObject({
      customerId: 7,
      engineId: 14179,
      templateVersion: 3248,
      language: 'da',
      type: 'inline',
      filters: { Domain: ['www.k.dk'] },
    });
    expect(cludoSettings({ ...base, siteId: '1777' })).not.toHaveProperty('filters');
  });
});
