import { http, HttpResponse } from 'msw';
import { newsItems } from '../fixtures/pages.ts';
import {
  jobItems,
  JOB_LIST_ID,
  meetingItems,
  searchPages,
  siteSearchPages,
} from '../fixtures/search-pages.ts';

// The sample backend's lists with their own endpoints (mocks/fixtures/search-pages.ts names the
// pages; decision 028), answering in the shapes the real packages send:
// - `GET /api/jobs/search/?contextId=1240&keywords=…&sort=deadline&limit&offset`: the job list,
//   Limbo.Nuxt.Search's `{ data, pagination }`, filtered by `keywords`.
// - `GET /api/site-search/?freetext=…[&groups=<id>][&l{id}=…][&o{id}=…]`: a grouped site search
//   (Limbo.Umbraco.Search `GroupedSearchResult`): pages, news and jobs, each paged on its own.
// - `GET /api/skylist/meetings/`: the legacy SkyList `{ meta: { code }, pagination, data }`.
// - `GET /api/events/search/`: an answer in a shape no package sends (`{ results, count }`).

export { searchPages };

const whole = (value: string | null, fallback: number, min: number, max: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

const matches = (text: string, ...fields: (string | undefined)[]) =>
  !text || fields.some((field) => field?.toLowerCase().includes(text));

const jobsHandler = http.get('*/api/jobs/search/', ({ request }) => {
  const q = new URL(request.url).searchParams;
  const text = (q.get('keywords') ?? '').trim().toLowerCase();
  const limit = whole(q.get('limit'), 12, 1, 100);
  const offset = whole(q.get('offset'), 0, 0, 10_000);
  let items = q.get('contextId') === String(JOB_LIST_ID) ? [...jobItems] : [];
  items = items.filter((job) => matches(text, job.title, job.teaser));
  // By deadline: the nearest first, the passed ones last (as a job system's own list would).
  if (q.get('sort') === 'deadline') {
    const now = new Date().toISOString();
    const passed = (job: { date: string }) => (job.date < now ? 1 : 0);
    items.sort((a, b) => passed(a) - passed(b) || a.date.localeCompare(b.date));
  }
  return HttpResponse.json({
    data: items.slice(offset, offset + limit),
    pagination: { limit, offset, total: items.length },
  });
});

/** The site search's groups: id, name, type, the first page's size and the items. */
const GROUPS = [
  { id: 1, name: 'Indhold', type: 'content', limit: 3, all: siteSearchPages },
  {
    id: 2,
    name: 'Nyheder',
    type: 'news',
    limit: 3,
    all: newsItems.map(({ id, name, url, teaser, date }) => ({
      id,
      title: name,
      url,
      teaser,
      date,
    })),
  },
  { id: 3, name: 'Ledige stillinger', type: 'jobs', limit: 3, all: jobItems },
] as const;

const siteSearchHandler = http.get('*/api/site-search/', ({ request }) => {
  const q = new URL(request.url).searchParams;
  const text = (q.get('freetext') ?? '').trim().toLowerCase();
  const only = q.get('groups')?.split(',');
  const groups = GROUPS.filter((group) => !only || only.includes(String(group.id))).map((group) => {
    const limit = whole(q.get(`l${group.id}`), group.limit, 1, 100);
    const offset = whole(q.get(`o${group.id}`), 0, 0, 10_000);
    const found = (group.all as readonly Record<string, unknown>[]).filter((item) =>
      matches(text, ...['title', 'name', 'teaser', 'description'].map((k) => item[k] as string)),
    );
    return {
      id: group.id,
      name: group.name,
      type: group.type,
      total: found.length,
      limit,
      offset,
      items: found.slice(offset, offset + limit),
    };
  });
  return HttpResponse.json({ groups });
});

const meetingsHandler = http.get('*/api/skylist/meetings/', ({ request }) => {
  const q = new URL(request.url).searchParams;
  const limit = whole(q.get('limit'), 12, 1, 100);
  const offset = whole(q.get('offset'), 0, 0, 10_000);
  return HttpResponse.json({
    meta: { code: 200 },
    pagination: { total: meetingItems.length, limit, offset },
    data: meetingItems.slice(offset, offset + limit),
  });
});

const unknownShapeHandler = http.get('*/api/events/search/', () =>
  HttpResponse.json({
    results: [{ headline: 'Koncert i Musikhuset', link: '/kultur-og-fritid/' }],
    count: 1,
  }),
);

export const searchPageHandlers = [
  jobsHandler,
  siteSearchHandler,
  meetingsHandler,
  unknownShapeHandler,
];
