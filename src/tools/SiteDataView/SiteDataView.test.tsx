// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { loadSiteData } from '#src/server/cms/site-data.ts';
import { SiteDataView } from './SiteDataView.tsx';

// The loader's failures are tested beside it, in src/server/cms/site-data.test.ts.

describe('SiteDataView', () => {
  it('shows the site data loaded from the backend, the raw data as JSON', async () => {
    const result = await loadSiteData('www.example-kommune.dk');
    expect(result.ok).toBe(true);
    const view = renderStatic(<SiteDataView result={result} />);
    view.getByText('Standard (default)');
    expect(view.container.querySelector('pre')?.textContent).toContain('"jobListDefaultView"');
  });

  it('explains a failed site data call instead of throwing', () => {
    const view = renderStatic(
      <SiteDataView
        result={{ ok: false, reason: 'Backenden kunne ikke nås.', appHost: 'localhost' }}
      />,
    );
    view.getByText(/Sitedata kunne ikke hentes/);
    expect(view.container.textContent).toContain('Backenden kunne ikke nås.');
  });
});
