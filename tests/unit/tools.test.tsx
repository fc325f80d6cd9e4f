import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faults } from '#mocks/handlers.ts';
import {
  dictionaryRows,
  filterDictionary,
  normalizeQuery,
  type DictionaryRow,
} from '#src/tools/DictionaryTable/dictionary-filter.ts';
import { dictionaries } from '#src/shared/dictionary/index.ts';
import {
  eventAreas,
  eventGenres,
  getEvent,
  getFellowship,
  kultunautQuery,
  listEvents,
  listFellowships,
  PAGE_SIZE,
} from '#src/demo/kultunaut/kultunaut.ts';
import { paginate, pageWindow } from '#src/shared/paginate.ts';
import { loadSiteData } from '#src/server/cms/site-data.ts';
import { toolRoutes } from '#src/server/tools/tool-routes.ts';

// The tools' and the demo's modules; the components' own tests sit beside them
// (src/tools/X/X.test.tsx, src/demo/kultunaut/X/X.test.tsx).

describe('kultunaut data', () => {
  const all = listEvents({ page: 1 });

  it('pages the events 12 at a time, soonest first', () => {
    expect(PAGE_SIZE).toBe(12);
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.items).toHaveLength(12);
    expect(all.pageCount).toBe(Math.ceil(all.total / 12));
    const last = listEvents({ page: all.pageCount });
    expect(last.items).toHaveLength(all.total - 12 * (all.pageCount - 1));
    const pages = Array.from({ length: all.pageCount }, (_, i) => i + 1);
    const every = pages.flatMap((page) => listEvents({ page }).items);
    const times = every.map((e) => Date.parse(e.date));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(every.map((e) => e.id)).size).toBe(all.total);
  });

  it('clamps the page into 1…pageCount', () => {
    expect(listEvents({ page: 0 }).page).toBe(1);
    expect(listEvents({ page: -4 }).page).toBe(1);
    expect(listEvents({ page: Number.NaN }).page).toBe(1);
    expect(listEvents({ page: 2.7 }).page).toBe(2);
    const beyond = listEvents({ page: 999 });
    expect(beyond.page).toBe(all.pageCount);
    expect(beyond.items).toEqual(listEvents({ page: all.pageCount }).items);
  });

  it('filters by genre, by area and by both', () => {
    const music = listEvents({ page: 1, genre: 'Musik' });
    expect(music.total).toBeGreaterThan(0);
    expect(music.total).toBeLessThan(all.total);
    expect(music.items.every((e) => e.genre === 'Musik')).toBe(true);
    const midtbyen = listEvents({ page: 1, area: 'Midtbyen' });
    expect(midtbyen.items.every((e) => e.area === 'Midtbyen')).toBe(true);
    const both = listEvents({ page: 1, genre: 'Musik', area: 'Midtbyen' });
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(Math.min(music.total, midtbyen.total) + 1);
    expect(both.items.every((e) => e.genre === 'Musik' && e.area === 'Midtbyen')).toBe(true);
    expect(listEvents({ page: 3, genre: 'Opera' })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
    expect(eventGenres).toContain('Musik');
    expect(eventAreas).toContain('Trøjborg');
  });

  it('finds an event by id, the soonest without one, and null for an unknown id', () => {
    expect(getEvent('julemarked-den-gamle-by')?.title).toBe('Julemarked i Den Gamle Købstad');
    expect(getEvent(null)).toEqual(all.items[0]);
    expect(getEvent('findes-ikke')).toBeNull();
  });

  it('pages the associations alphabetically and finds them by id', () => {
    const first = listFellowships({ page: 1 });
    expect(first.total).toBeGreaterThanOrEqual(15);
    expect(first.items).toHaveLength(12);
    expect(first.pageCount).toBe(2);
    expect(listFellowships({ page: 5 }).page).toBe(2);
    const names = first.items.map((f) => f.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'da')));
    expect(getFellowship('trojborg-koret')?.name).toBe('Trøjborg Koret');
    expect(getFellowship(undefined)).toEqual(first.items[0]);
    expect(getFellowship('nope')).toBeNull();
  });

  it('validates the query: page, known filters and id', () => {
    expect(kultunautQuery('page=2&genre=Musik&area=Viby&id=jazz')).toEqual({
      page: 2,
      genre: 'Musik',
      area: 'Viby',
      id: 'jazz',
    });
    expect(kultunautQuery(undefined)).toEqual({ page: 1, genre: null, area: null, id: null });
    expect(kultunautQuery('page=abc').page).toBe(1);
    expect(kultunautQuery('page=-3').page).toBe(1);
    expect(kultunautQuery('page=1.5').page).toBe(1);
    expect(kultunautQuery('genre=Opera&area=').genre).toBeNull();
    expect(kultunautQuery('genre=Opera&area=').area).toBeNull();
    expect(kultunautQuery('id=%20%20').id).toBeNull();
  });
});

describe('the paging rule (src/shared/paginate.ts)', () => {
  it('clamps the page into 1…pageCount and gives its offset', () => {
    expect(pageWindow(30, 12, 2)).toEqual({ page: 2, pageCount: 3, offset: 12 });
    expect(pageWindow(30, 12, 9)).toEqual({ page: 3, pageCount: 3, offset: 24 });
    expect(pageWindow(30, 12, 0).page).toBe(1);
    expect(pageWindow(30, 12, Number.NaN).page).toBe(1);
    expect(pageWindow(30, 12, 2.9).page).toBe(2);
    expect(pageWindow(0, 12, 4)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(pageWindow(5, 0, 3)).toEqual({ page: 3, pageCount: 5, offset: 2 });
  });

  it('slices one page of a list', () => {
    const letters = [...'abcdefg'];
    expect(paginate(letters, 3, 3)).toEqual({
      items: ['g'],
      total: 7,
      page: 3,
      pageCount: 3,
      offset: 6,
    });
    expect(paginate(letters, 3, -1).items).toEqual(['a', 'b', 'c']);
  });
});

describe('dictionary filter', () => {
  const rows = dictionaryRows(dictionaries);

  it('has one row per key with all three languages', () => {
    expect(rows.length).toBe(Object.keys(dictionaries.da).length);
    expect(rows.find((r) => r.key === 'error.title')).toEqual({
      key: 'error.title',
      da: 'Fejlkode',
      en: 'Error code',
      de: dictionaries.de['error.title'],
    });
    expect(rows.map((r) => r.key)).toEqual([...rows.map((r) => r.key)].sort());
  });

  it('matches key and every language, case-insensitively, all words', () => {
    const sample: DictionaryRow[] = [
      { key: 'a.one', da: 'Gå tilbage', en: 'Go back', de: 'Zurück' },
      { key: 'b.two', da: 'Forside', en: 'Front page', de: 'Startseite' },
    ];
    expect(filterDictionary(sample, '')).toEqual(sample);
    expect(filterDictionary(sample, '   ')).toEqual(sample);
    expect(filterDictionary(sample, 'B.TWO').map((r) => r.key)).toEqual(['b.two']);
    expect(filterDictionary(sample, 'gå').map((r) => r.key)).toEqual(['a.one']);
    expect(filterDictionary(sample, 'front').map((r) => r.key)).toEqual(['b.two']);
    expect(filterDictionary(sample, 'zurück').map((r) => r.key)).toEqual(['a.one']);
    expect(filterDictionary(sample, 'go zurück').map((r) => r.key)).toEqual(['a.one']);
    expect(filterDictionary(sample, 'go startseite')).toEqual([]);
    expect(normalizeQuery('x'.repeat(300))).toHaveLength(100);
    expect(normalizeQuery(null)).toBe('');
  });
});

describe('tools home', () => {
  it('each tools page takes its title from the route table under its own path (one source)', () => {
    const pages = globSync('src/pages/__*/*.tsx');
    let layouts = 0;
    for (const file of pages) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/<ToolsLayout[^>]*\btitle=/);
      const route = /<ToolsLayout[^>]*\broute="([^"]+)"/.exec(source)?.[1];
      if (!route) continue;
      layouts++;
      const own = `/${file.slice('src/pages/'.length, -'.tsx'.length)}`.replace(/\/index$/, '');
      expect(route, file).toBe(own);
      expect(
        toolRoutes.some((r) => r.path === own),
        file,
      ).toBe(true);
    }
    expect(layouts).toBeGreaterThan(10);
  });
});

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
