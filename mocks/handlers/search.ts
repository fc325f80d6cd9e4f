import { http, HttpResponse } from 'msw';
import { newsItems } from '../fixtures/pages.ts';
import { contentEntries, entryById, generated, type Culture } from './content.ts';
import { fault } from './faults.ts';

// `GET /api/search/` (Limbo.Nuxt.Search): the news lists and the site search.

type SearchItem = {
  id: number;
  url: string;
  title: string;
  teaser?: string;
  image?: unknown;
  date?: string;
};

/** The list pages whose items the endpoint answers for `contextId`: the news lists. */
const NEWS_LIST_IDS = new Set([1209, 1221]);

/** The news a list answers: the generated site's for its own news list, else the sample's. */
const newsResults = (contextId: number): SearchItem[] =>
  (generated && contextId === generated.newsListId ? generated.newsItems : newsItems).map(
    (item) => ({
      id: item.id,
      url: item.url,
      title: item.name,
      teaser: item.teaser,
      ...(item.image ? { image: item.image } : {}),
      date: item.date,
    }),
  );

/**
 * The culture a site search is rooted in by its `contextId`: a search page's, or a culture root's
 * (a front page); null for any other node.
 */
function searchRootCulture(id: number): Culture | null {
  const entry = entryById.get(id);
  return entry && ['FrontPage', 'SearchPage'].includes(String(entry.content.template))
    ? entry.culture
    : null;
}

/** The pages a site search finds: those of one culture, or every page when it names none. */
const pageResults = (culture: Culture | null = null): SearchItem[] =>
  contentEntries
    .filter((entry) => culture === null || entry.culture === culture)
    .map(({ content }) => {
      const intro = content.intro as { title: string; teaser?: string; image?: unknown };
      return {
        id: content.id,
        url: content.url as string,
        title: intro.title,
        ...(intro.teaser ? { teaser: intro.teaser } : {}),
        ...(intro.image ? { image: intro.image } : {}),
      };
    });

const integer = (value: string | null, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

function search({ request }: { request: Request }) {
  const q = new URL(request.url).searchParams;
  const text = (q.get('text') ?? '').trim().toLowerCase();
  if (text.includes('fejl-test')) {
    return HttpResponse.json({ message: 'An error has occurred.' }, { status: 500 });
  }
  const limit = Math.min(100, Math.max(1, integer(q.get('limit'), 12)));
  const offset = Math.max(0, integer(q.get('offset'), 0));
  const contextId = q.get('contextId');

  let items: (SearchItem & { name?: string })[];
  const culture = contextId ? searchRootCulture(Number(contextId)) : null;
  if (contextId && !culture) {
    const listId = Number(contextId);
    items =
      NEWS_LIST_IDS.has(listId) || listId === generated?.newsListId ? newsResults(listId) : [];
  } else {
    items = pageResults(culture).map((item) => ({
      ...item,
      name: (entryById.get(item.id)?.content.name as string) ?? '',
    }));
  }
  if (text) {
    items = items.filter((item) =>
      [item.name, item.title, item.teaser].some((s) => s?.toLowerCase().includes(text)),
    );
  }
  const data = items.slice(offset, offset + limit).map(({ name: _name, ...item }) => item);
  return HttpResponse.json({ data, pagination: { limit, offset, total: items.length } });
}

export const searchHandler = http.get('*/api/search/', async (info) => {
  const failure = await fault();
  return failure ?? search(info);
});
/** The same endpoint without its trailing slash. */
export const searchHandlerNoSlash = http.get('*/api/search', async (info) => {
  const failure = await fault();
  return failure ?? search(info);
});
