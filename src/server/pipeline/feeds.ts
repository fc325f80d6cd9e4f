import type { MiddlewareHandler } from 'hono';
import { getEnv } from '../env.ts';
import { errorHtml } from './error-html.ts';
import { CACHE_CONTROL } from '../http/cache-control.ts';
import { publicOrigin } from '../http/proxy.ts';
import { log } from '../log.ts';
import { BackendError } from '../backend-error.ts';
import { reshapeContext } from '../cms/page.ts';
import { decideLanguage } from '../request/language.ts';
import { currentLanguage } from '../cms/page-value.ts';
import { loadAnswer } from '../cms/backend-cache.ts';
import { reshapePage } from '../cms/reshape.ts';
import { reshapeSite } from '../cms/reshape-site.ts';
import { search } from '../cms/search.ts';
import { getRequestContext } from '../request-context.ts';
import { publishedPageUrl } from '../routing.ts';
import {
  buildRss,
  FEED_CONTENT_TYPE,
  FEED_MAX_ITEMS,
  feedUrlOf,
  listPathOfFeed,
} from '../seo/feed.ts';
import { requestModel } from '../request/request-model.ts';

// Feeds of list pages (decision 017): `/nyheder/feed.xml` is the RSS 2.0 feed of `/nyheder/`.
// Step 7 already let only GET and HEAD through (405 with Allow for the rest), as for any file.

export type FeedResult =
  | { status: 200; xml: string; items: number }
  | { status: 404; reason: string }
  | { status: 503; reason: string };

export type FeedRequest = {
  /** The list page's decoded path, with its trailing slash. */
  listPath: string;
  /** The request's host name (the backend's `appHost` unless APP_HOST says). */
  host: string;
  /** The origin visitors use (publicOrigin): every address in the feed is on it. */
  origin: string;
  clientIp: string | null;
};

/**
 * The feed of a list page: its items from `content.list`, else the newest FEED_MAX_ITEMS from
 * its endpoint (its own, else the search endpoint). Anything but a published list page is a
 * 404; a backend that cannot be reached (or answers garbage) is a 503, as for crawlers on pages.
 */
export async function listFeed(req: FeedRequest): Promise<FeedResult> {
  // A feed is the published list, never a preview: an all-number path is asked for in the
  // spelling the package reads as a page (`//2030/`); a preview link has none (decision 033).
  const url = publishedPageUrl(req.listPath);
  if (url === null) return { status: 404, reason: 'preview address' };
  const ctx = reshapeContext();
  let answer;
  try {
    answer = await loadAnswer(
      {
        path: req.listPath,
        ...(url !== req.listPath ? { url } : {}),
        query: new URLSearchParams(),
        parts: ['site', 'content'],
        appHost: getEnv().appHost ?? req.host,
        cookie: null,
        clientIp: req.clientIp,
      },
      false,
    );
  } catch (err) {
    if (!(err instanceof BackendError)) throw err;
    return { status: 503, reason: `backend ${err.failure}` };
  }
  if (answer.meta.code !== 200) return { status: 404, reason: `backend code ${answer.meta.code}` };
  if (!answer.content) return { status: 503, reason: 'backend answered 200 without content' };
  const keys = { ...ctx, siteKey: answer.siteKey ?? null, pageKey: answer.pageKey ?? null };
  const page = reshapePage(answer.content, req.listPath, keys);
  if (page.template !== 'list-page-layout') return { status: 404, reason: 'not a list page' };
  const site = reshapeSite(answer.site, keys);
  let items = page.list?.items;
  if (!items) {
    const listing = await search(
      {
        source: page.listSource,
        contextId: page.id,
        siteId: answer.siteId ?? null,
        page: 1,
        limit: FEED_MAX_ITEMS,
      },
      ctx,
    );
    if ('failed' in listing) return { status: 503, reason: 'search endpoint failed' };
    // A grouped answer: its groups' items in their order.
    items = 'groups' in listing ? listing.groups.flatMap((g) => g.items) : listing.items;
  }
  const siteName = site.name;
  const title = !siteName || page.title === siteName ? page.title : `${page.title} | ${siteName}`;
  const link = new URL(req.listPath, req.origin).href;
  const { xml, items: count } = buildRss({
    title,
    description: page.teaser,
    link,
    self: feedUrlOf(req.listPath, req.origin),
    language: decideLanguage({
      query: new URLSearchParams(),
      pagePath: req.listPath,
      pageCulture: site.culture,
      cultures: site.cultures,
    }),
    updated: page.updateDate,
    items,
    origin: req.origin,
  });
  return { status: 200, xml, items: count };
}

/** 12. The feed of a list page (`<list page>/feed.xml`); any other file path goes on. */
export const feeds: MiddlewareHandler = async (c, next) => {
  const request = requestModel();
  const listPath = request.kind === 'file' ? listPathOfFeed(request.routePath) : null;
  if (!listPath) return next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    c.res = c.html(errorHtml(405), 405, { allow: 'GET, HEAD', 'cache-control': 'no-store' });
    return;
  }
  const raw = c.req.raw;
  const result = await listFeed({
    listPath,
    host: new URL(raw.url).hostname,
    origin: publicOrigin(raw),
    clientIp: getRequestContext()?.clientIp ?? null,
  });
  if (result.status === 200) {
    c.res = c.body(result.xml, 200, {
      'content-type': FEED_CONTENT_TYPE,
      'cache-control': CACHE_CONTROL.publicList,
    });
    return;
  }
  const path = listPath.slice(0, 200);
  if (result.status === 503) {
    log.error({ path, reason: result.reason }, 'feed failed');
  } else {
    log.info({ path, reason: result.reason }, 'no feed here');
  }
  // A 404 is kept as briefly as a page's; an outage is never kept.
  c.res = c.html(
    errorHtml(result.status, currentLanguage()),
    result.status,
    result.status === 503
      ? { 'cache-control': CACHE_CONTROL.noStore, 'retry-after': '30' }
      : { 'cache-control': CACHE_CONTROL.publicList },
  );
};
