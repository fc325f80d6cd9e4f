import { describe, expect, it } from 'vitest';
import { parseEnv } from '#src/server/env.ts';
import { sharedMaxAgeMs, staleWhileRevalidateMs } from '#src/server/http/cache-control.ts';
import type { Site } from '#src/server/types.ts';
import type { Page } from '#src/server/cms/page-model.ts';
import {
  cacheTagHeaders,
  cacheTags,
  nextDeadlineTurn,
  nextTurn,
  turnsOf,
  turnsPassed,
  pageMaxAgeS,
  publicPageCacheControl,
} from '#src/server/cms/freshness.ts';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const withWebhook = parseEnv({ CMS_API_URL: 'http://cms.test', REVALIDATE_TOKEN: 'x'.repeat(32) });
const withoutWebhook = parseEnv({ CMS_API_URL: 'http://cms.test' });

/** A block of this content, with its turns as blocks.ts makes them. */
const block = (content: unknown) => ({ content, turns: turnsOf(content) });

/** A page with blocks of these contents (the rest of a page does not matter here). */
const pageWith = (contents: unknown[], more: Partial<Page> = {}) =>
  ({
    id: '1425',
    key: null,
    path: '/job/',
    url: '/job/',
    breadcrumb: [],
    blocks: contents.map(block),
    ...more,
  }) as Page;

const jobs = (...deadlines: string[]) => ({
  alias: 'BlockJobList',
  items: deadlines.map((deadline) => ({ title: 'Pædagog', deadline })),
});

describe("a page's freshness (decision 036)", () => {
  it('is the maximum age with the webhook, 10 s by the clock without it', () => {
    expect(pageMaxAgeS(withWebhook, pageWith([]), NOW)).toBe(3600);
    expect(pageMaxAgeS(withoutWebhook, pageWith([]), NOW)).toBe(10);
    expect(pageMaxAgeS(withWebhook, null, NOW)).toBe(3600);
    const shorter = parseEnv({
      CMS_API_URL: 'http://cms.test',
      REVALIDATE_TOKEN: 'x'.repeat(32),
      PAGE_MAX_AGE_SECONDS: '600',
    });
    expect(pageMaxAgeS(shorter, pageWith([]), NOW)).toBe(600);
  });

  it("ends at the content's next turn: a deadline's end of day, an event's start, a hearing's end", () => {
    // A calendar deadline turns at midnight in Copenhagen (23:00 UTC in winter).
    const deadline = pageWith([jobs('2026-11-25', '2026-12-24')]);
    expect(nextTurn(deadline, NOW)).toBe(Date.parse('2026-11-25T23:00:00Z'));
    expect(pageMaxAgeS(withWebhook, deadline, NOW)).toBe(3600);
    const soon = Date.parse('2026-11-25T22:30:00Z');
    expect(pageMaxAgeS(withWebhook, deadline, soon)).toBe(1800);
    // Past the first deadline, the next one counts; none left, the maximum age.
    expect(nextTurn(deadline, Date.parse('2026-11-26T12:00:00Z'))).toBe(
      Date.parse('2026-12-24T23:00:00Z'),
    );
    expect(nextTurn(deadline, Date.parse('2027-01-01T00:00:00Z'))).toBeNull();

    const event = pageWith([
      { alias: 'BlockEventList', items: [{ start: '2026-11-25T11:20:00+01:00', end: null }] },
    ]);
    expect(pageMaxAgeS(withWebhook, event, NOW)).toBe(1201);
    const hearing = pageWith([
      {
        alias: 'BlockSection',
        content: [
          {
            alias: 'BlockHearingList',
            items: [{ startDate: '2026-11-01', endDate: '2026-11-25T10:00:30Z' }],
          },
        ],
      },
    ]);
    expect(pageMaxAgeS(withWebhook, hearing, NOW)).toBe(31);
    // Without the webhook a turn can only shorten the 10 s, never lengthen them.
    expect(pageMaxAgeS(withoutWebhook, hearing, NOW)).toBe(10);
  });

  it('a deadline with a clock time turns at the midnight after it, as it is marked by the day', () => {
    const noon = pageWith([jobs('2026-11-25T12:00:00+01:00')]);
    expect(nextTurn(noon, NOW)).toBe(Date.parse('2026-11-25T23:00:00Z'));
  });

  it("ends at a job list page's next deadline (its items from the endpoint)", () => {
    const turn = nextDeadlineTurn(['2026-11-20T22:59:00Z', '2026-11-25T22:59:00Z', null], NOW);
    expect(turn).toBe(Date.parse('2026-11-25T23:00:00Z'));
    expect(pageMaxAgeS(withWebhook, pageWith([]), Date.parse('2026-11-25T22:30:00Z'), turn)).toBe(
      1800,
    );
    expect(nextDeadlineTurn(['2026-11-20'], NOW)).toBeNull();
  });

  it("counts a block's passed dates, so its prerendered HTML is not reused across a deadline", () => {
    const list = block(jobs('2026-12-24', '2026-11-25'));
    expect(list.turns).toEqual([
      Date.parse('2026-11-25T23:00:00Z'),
      Date.parse('2026-12-24T23:00:00Z'),
    ]);
    expect(turnsPassed(list, NOW)).toBe(0);
    expect(turnsPassed(list, Date.parse('2026-11-25T23:00:00Z'))).toBe(1);
    expect(turnsPassed(list, Date.parse('2027-01-01T00:00:00Z'))).toBe(2);
  });

  it('ignores what is not a date, and dates of fields that change nothing (a news date)', () => {
    const page = pageWith([
      { alias: 'BlockNewsList', items: [{ date: '2026-11-26' }] },
      jobs('snart', ''),
      { deadline: 42 },
    ]);
    expect(nextTurn(page, NOW)).toBeNull();
  });

  it('says so in Cache-Control, which the page cache, nginx and a CDN all read', () => {
    const publish = publicPageCacheControl(withWebhook, 1800);
    expect(publish).toBe(
      'public, max-age=0, s-maxage=1800, stale-while-revalidate=3600, stale-if-error=86400',
    );
    expect(sharedMaxAgeMs(publish)).toBe(1_800_000);
    expect(staleWhileRevalidateMs(publish)).toBe(3_600_000);
    expect(publicPageCacheControl(withoutWebhook, 10)).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=86400',
    );
    expect(sharedMaxAgeMs('public, max-age=60')).toBe(60_000);
    expect(sharedMaxAgeMs('no-store')).toBeNull();
  });
});

describe('tags for shared caches', () => {
  const site = { id: '1423', key: 'A1B2C3D4-0000-4000-8000-000000000001' } as Site;
  it('name the site, the page and each ancestor, never the page twice', () => {
    const page = pageWith([], {
      id: '1425',
      key: 'b7cc4857-2758-463b-81ac-16f32416715d',
      path: '/da/forside/',
      url: '/da/forside/',
      breadcrumb: [
        { key: '5bd9d999-4533-46b4-a180-e314e4cb2ec8', name: 'Forside', url: '/da/' },
        { key: 'b7cc4857-2758-463b-81ac-16f32416715d', name: 'Forside', url: '/da/forside/' },
      ],
    });
    const tags = cacheTags(site, page);
    expect(tags).toEqual([
      'site-1423',
      'site-a1b2c3d4-0000-4000-8000-000000000001',
      'page-1425',
      'page-b7cc4857-2758-463b-81ac-16f32416715d',
      'in-5bd9d999-4533-46b4-a180-e314e4cb2ec8',
    ]);
    expect(cacheTagHeaders(tags)).toEqual({
      'surrogate-key': tags.join(' '),
      'cache-tag': tags.join(','),
    });
  });
  it('leave out anything that could break the header (hostile ids) and say nothing without ids', () => {
    const page = pageWith([], {
      id: 'x y\r\nSet-Cookie: a=b',
      key: null,
      breadcrumb: [
        { key: 'ok-1', name: 'A', url: '/' },
        { name: 'B', url: '/b/' },
      ],
    });
    expect(cacheTags({ id: null, key: null } as Site, page)).toEqual(['in-ok-1']);
    expect(cacheTagHeaders([])).toEqual({});
  });
});
