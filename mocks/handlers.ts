import { delay, http, HttpResponse } from 'msw';
import { newsItems, notFoundContent, pages } from './fixtures/pages.ts';
import {
  navigationDa,
  navigationDe,
  navigationEn,
  siteDa,
  siteDe,
  siteEn,
} from './fixtures/site.ts';

/**
 * The sample municipality's backend, as msw handlers. The unit tests use them directly; the
 * sample-backend process (mocks/server.ts) serves the same handlers over HTTP.
 */

type Culture = 'da' | 'en' | 'de';
type Entry =
  | { culture: Culture; content: Record<string, unknown> & { list?: unknown } }
  | { redirect: { code: number; redirect: string } }
  | { redirectGeneric: { url: string; permanent: boolean } };

const entries = pages as Record<string, Entry>;
const sites = { da: siteDa, en: siteEn, de: siteDe };
const navigations = { da: navigationDa, en: navigationEn, de: navigationDe };

/** Fault modes the tests can switch on: the backend is down, slow, answers garbage or a 5xx. */
export type FaultMode = 'none' | 'down' | 'slow' | 'garbage' | 'error500' | 'html502';
export const faults: { mode: FaultMode; slowMs: number } = { mode: 'none', slowMs: 10_000 };

/** Settings the tests can change: the theme alias every site answers with (null: the fixture's). */
export const sampleSettings: { themeAlias: string | null } = { themeAlias: null };

const cultureOfPath = (path: string): Culture =>
  path.startsWith('/en/') ? 'en' : path.startsWith('/de/') ? 'de' : 'da';

function paginate(content: Record<string, unknown>, pageParam: string | null) {
  const list = content.list as { limit: number } | null | undefined;
  if (!list) return content;
  const limit = list.limit;
  const total = newsItems.length;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(pageCount, Math.max(1, Number.parseInt(pageParam ?? '1', 10) || 1));
  const offset = (page - 1) * limit;
  return {
    ...content,
    list: { items: newsItems.slice(offset, offset + limit), total, limit, offset },
  };
}

function answer(body: Record<string, unknown>, parts: string[] | null, status = 200) {
  const wanted = (part: string) => !parts || parts.includes(part);
  const out: Record<string, unknown> = { meta: body.meta };
  for (const key of ['pageId', 'siteId', 'data']) if (key in body) out[key] = body[key];
  if (wanted('site') && body.site) out.site = body.site;
  if (wanted('navigation') && body.navigation) out.navigation = body.navigation;
  if (wanted('content') && body.content) out.content = body.content;
  return HttpResponse.json(out, { status });
}

export const getDataHandler = http.get('*/umbraco/api/spa/getdata/', async ({ request }) => {
  if (faults.mode === 'down') return HttpResponse.error();
  if (faults.mode === 'slow') await delay(faults.slowMs);
  if (faults.mode === 'garbage')
    return new HttpResponse('{"meta": {"code": 2', {
      headers: { 'content-type': 'application/json' },
    });
  if (faults.mode === 'error500')
    return HttpResponse.json({ meta: { code: 500, error: 'Internal error' } }, { status: 500 });
  if (faults.mode === 'html502')
    return new HttpResponse('<h1>Bad gateway</h1>', {
      status: 502,
      headers: { 'content-type': 'text/html' },
    });

  const q = new URL(request.url).searchParams;
  const path = q.get('url') ?? '/';
  const parts = q.get('parts')?.split(',') ?? null;
  const entry = entries[path];
  const culture = entry && 'culture' in entry ? entry.culture : cultureOfPath(path);
  const site = sampleSettings.themeAlias
    ? { ...sites[culture], theme: { alias: sampleSettings.themeAlias } }
    : sites[culture];
  const common = { siteId: siteDa.id, site, navigation: navigations[culture] };

  if (!entry) {
    // Umbraco's "overwrite status codes" setting: HTTP 200, meta.code 404.
    return answer({ ...common, meta: { code: 404 }, content: notFoundContent }, parts);
  }
  if ('redirect' in entry) return answer({ meta: entry.redirect }, parts);
  if ('redirectGeneric' in entry) {
    return answer(
      { meta: { code: 301, error: 'Page has moved' }, data: entry.redirectGeneric },
      parts,
    );
  }
  const content = paginate(entry.content, q.get('page'));
  return answer({ ...common, meta: { code: 200 }, pageId: content.id, content }, parts);
});

/** Placeholder images for every /media/ path, sized from the fixture's width/height if given. */
export const mediaHandler = http.get('*/media/*', ({ request }) => {
  const url = new URL(request.url);
  const name = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  if (/\.(pdf|docx?|xlsx?)$/i.test(name)) {
    return new HttpResponse(`Eksempel Kommune – ${name}\n`, {
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      },
    });
  }
  if (url.pathname.startsWith('/media/logo/')) {
    // The municipality's wordmark: transparent, so it also works inverted on the footer.
    const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="176" height="48" viewBox="0 0 176 48"><g fill="#0a4534"><path d="M6 8h20v6H13v4h11v6H13v4h13v6H6z"/><circle cx="34" cy="11" r="3"/></g><text x="44" y="22" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="#1b1b1b">Eksempel</text><text x="44" y="39" font-family="Arial, sans-serif" font-size="15" fill="#1b1b1b">Kommune</text></svg>`;
    return new HttpResponse(logo, {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
    });
  }
  const w = Number(url.searchParams.get('width')) || 1600;
  const h = Number(url.searchParams.get('height')) || Math.round((w * 9) / 16);
  const label = name
    .replace(/\.[a-z]+$/i, '')
    .replace(/[-_]/g, ' ')
    .replace(/[<&>]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="#cfe3da"/><path d="M0 ${h * 0.75} L${w * 0.3} ${h * 0.45} L${w * 0.55} ${h * 0.7} L${w * 0.75} ${h * 0.5} L${w} ${h * 0.8} V${h} H0Z" fill="#7fb39c"/><text x="50%" y="45%" font-family="sans-serif" font-size="${Math.round(w / 24)}" fill="#0b4f3c" text-anchor="middle">${label}</text></svg>`;
  return new HttpResponse(svg, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
  });
});

/** Feedback: answered with a key. A comment containing "fejl-test" makes the backend fail. */
export const feedbackHandler = http.post('*/api/feedback', async ({ request }) => {
  const body = (await request.json()) as { comment?: string };
  if (body.comment?.includes('fejl-test'))
    return HttpResponse.json({ error: 'failed' }, { status: 500 });
  return HttpResponse.json({ key: crypto.randomUUID() });
});

/** Subscriptions: 201, or 409 for an address that is already subscribed. */
const subscribed = new Set(['allerede@example-kommune.dk']);
export const subscriptionsHandler = http.post('*/api/subscriptions', async ({ request }) => {
  const body = (await request.json()) as { email?: string; pageId?: string };
  const key = `${body.pageId}:${body.email?.toLowerCase()}`;
  if (subscribed.has(body.email?.toLowerCase() ?? '') || subscribed.has(key)) {
    return HttpResponse.json({ error: 'already subscribed' }, { status: 409 });
  }
  if (body.email?.startsWith('fejl'))
    return HttpResponse.json({ error: 'failed' }, { status: 500 });
  subscribed.add(key);
  return HttpResponse.json({}, { status: 201 });
});

export const handlers = [getDataHandler, mediaHandler, feedbackHandler, subscriptionsHandler];
