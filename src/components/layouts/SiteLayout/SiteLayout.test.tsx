// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('#src/components/runtime/SiteRuntime.tsx', () => ({ SiteRuntime: () => null }));
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { exampleSite } from '#src/components/example-site.ts';
import { setTestEnv } from '#tests/support/setup.ts';
import { translator } from '#src/shared/dictionary/index.ts';
import { SiteLayout } from './SiteLayout.tsx';

// The layout's part of the flags of decision 020; the flags themselves are tested beside them,
// in src/server/flags/.

const FLAGS = [
  'SHOW_GO_TO_TOP_BUTTON',
  'CLIMATE_BUTTON',
  'TOAST_NOTIFICATIONS',
  'UMBRACO_URL_REDIRECT',
] as const;

/** Renders the layout with the four flags on or off. */
function renderLayout(on: boolean) {
  const flags = Object.fromEntries(FLAGS.map((f) => [f, on]));
  const env = setTestEnv({ PUBLIC_CONFIG: JSON.stringify({ flags }) });
  const props = {
    site: exampleSite,
    t: translator('da'),
    language: 'da' as const,
    config: env.publicConfig,
    currentPath: '/borger/',
    runtime: {
      consent: {
        necessary: true,
        functional: false,
        statistic: false,
        marketing: false,
        unclassified: false,
        interacted: false,
      },
      consentScriptUrl: null,
      culture: 'DA',
      monsido: { token: null, scriptUrl: 'https://x.test/m.js' },
      search: null,
      build: { id: 'test', intervalMs: 300_000 },
    },
    climate: { on: false, siteTheme: 'default' },
    children: createElement('p', null, 'Indhold'),
  } as unknown as Parameters<typeof SiteLayout>[0];
  return renderStatic(createElement(SiteLayout, props));
}

describe('SiteLayout', () => {
  it('SHOW_GO_TO_TOP_BUTTON off: no link; on: a plain link to #top, which the page wrapper carries', () => {
    const off = renderLayout(false);
    expect(off.container.querySelector('a[href="#top"]')).toBeNull();
    const on = renderLayout(true);
    expect(document.getElementById('top')).not.toBeNull();
    expect(on.getByRole('link', { name: 'Til toppen' }).getAttribute('href')).toBe('#top');
  });

  it('TOAST_NOTIFICATIONS off: no toast region; on: one polite live region in the layout', () => {
    const off = renderLayout(false);
    expect(off.container.querySelector('[aria-live]')).toBeNull();
    const on = renderLayout(true);
    const region = on.getByRole('region', { name: 'Beskeder' });
    expect(on.container.querySelectorAll('[aria-live]')).toHaveLength(1);
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
  });
});
