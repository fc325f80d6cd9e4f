import { describe, expect, it } from 'vitest';
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
