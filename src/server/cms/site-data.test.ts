import { describe, expect, it } from 'vitest';
import { faults } from '#mocks/handlers.ts';
import { loadSiteData } from '#src/server/cms/site-data.ts';

describe('site data for the configuration overview', () => {
  it('loads the site data from the backend', async () => {
    const result = await loadSiteData('www.example-kommune.dk');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.site.name).toBe('Eksempel Kommune');
    expect(result.site.themeAlias).toBe('default');
  });

  it('explains a failed site data call instead of throwing', async () => {
    faults.mode = 'down';
    const down = await loadSiteData('www.example-kommune.dk');
    expect(down).toMatchObject({ ok: false, reason: 'Backenden kunne ikke nås.' });
    faults.mode = 'error500';
    const error = await loadSiteData('www.example-kommune.dk');
    expect(error.ok).toBe(false);
  });
});
