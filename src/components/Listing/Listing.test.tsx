// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../dom.test-kit.tsx';
import { translator as translatorOf } from '#src/shared/dictionary/index.ts';
import { Listing } from './Listing.tsx';
import { examples } from './Listing.examples.ts';

describe('Listing', () => {
  it('says search is unavailable, never "0 results", for a refused or unknown answer', () => {
    for (const [language, text] of [
      ['da', 'Søgningen er ikke tilgængelig lige nu. Prøv igen senere.'],
      ['en', 'Search is unavailable right now. Please try again later.'],
      ['de', 'Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.'],
    ] as const) {
      const view = renderStatic(
        <Listing {...examples.unavailableGerman!} t={translatorOf(language)} language={language} />,
      );
      expect(view.getByRole('status').textContent).toBe(text);
      expect(view.container.textContent).not.toMatch(/0 (resultater|results|Ergebnisse)/);
    }
  });

  it('says the list cannot be shown when its endpoint failed', () => {
    const view = renderStatic(<Listing {...examples.failed!} />);
    expect(view.getByRole('status').textContent).toBe(
      'Listen kan ikke vises lige nu. Prøv igen om lidt.',
    );
  });

  it('keeps the text in its page links, and shows groups as groups', () => {
    const list = renderStatic(<Listing {...examples.jobList!} />);
    expect(list.getByRole('link', { name: 'Forrige side' }).getAttribute('href')).toBe(
      '/job/ledige-stillinger/?keywords=p%C3%A6dagog',
    );
    expect(list.getAllByRole('article')).toHaveLength(2);
    const grouped = renderStatic(<Listing {...examples.grouped!} />);
    expect(grouped.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Selvbetjening',
      'Kalender',
    ]);
  });
});
