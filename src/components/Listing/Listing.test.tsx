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

  it('keeps the text in its page links, landing at its heading, and shows groups as groups', () => {
    const list = renderStatic(<Listing {...examples.jobList!} />);
    expect(list.getByRole('link', { name: 'Forrige side' }).getAttribute('href')).toBe(
      '/job/ledige-stillinger/?keywords=p%C3%A6dagog#list-results',
    );
    // The count heads the list, and its items sit below it.
    const heading = list.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('14 resultater');
    expect(heading.id).toBe('list-results');
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(list.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(list.getAllByRole('article')).toHaveLength(2);
    const grouped = renderStatic(<Listing {...examples.grouped!} />);
    expect(grouped.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Selvbetjening',
      'Kalender',
    ]);
  });

  it('says a page past the end is not there, in the visitor’s language, with a way to the last page', () => {
    const past = (language: 'da' | 'en' | 'de') =>
      renderStatic(
        <Listing
          {...examples.jobList!}
          listing={{ items: [], total: 14, limit: 12, offset: 1176 }}
          paging={{
            notAPage: false,
            pagers: [{ group: null, page: 2, pageCount: 2, asked: 99, pastEnd: true }],
          }}
          t={translatorOf(language)}
          language={language}
        />,
      );
    const da = past('da');
    expect(da.getByRole('heading', { level: 2 }).textContent).toBe('Siden findes ikke');
    expect(da.container.textContent).toContain(
      'Listen har ikke en side 99. Den sidste side er side 2.',
    );
    expect(da.getByRole('link', { name: 'Gå til sidste side' }).getAttribute('href')).toBe(
      '/job/ledige-stillinger/?keywords=p%C3%A6dagog&page=2#list-results',
    );
    expect(da.queryByRole('article')).toBeNull();
    expect(da.queryByRole('navigation')).toBeNull();
    expect(past('en').container.textContent).toContain('The list has no page 99.');
    expect(past('de').container.textContent).toContain('Die Liste hat keine Seite 99.');
  });

  it('says an address that is no page number is not a page of the list, with a way to its first', () => {
    const view = renderStatic(
      <Listing {...examples.jobList!} listing={null} paging={{ notAPage: true, pagers: [] }} />,
    );
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Siden findes ikke');
    expect(view.container.textContent).toContain('Adressen peger ikke på en side i listen.');
    expect(view.getByRole('link', { name: 'Gå til første side' }).getAttribute('href')).toBe(
      '/job/ledige-stillinger/?keywords=p%C3%A6dagog#list-results',
    );
  });

  it('under a heading the page already has (search results), lands there and adds none', () => {
    const view = renderStatic(<Listing {...examples.jobList!} headingId="search-results" />);
    expect(view.queryByRole('heading', { level: 2 })).toBeNull();
    expect(view.container.textContent).toContain('14 resultater');
    expect(view.getByRole('link', { name: 'Forrige side' }).getAttribute('href')).toMatch(
      /#search-results$/,
    );
    // A polite live region, empty until a page change (PagerArrival).
    const region = view.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });
});
