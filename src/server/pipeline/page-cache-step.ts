import { finalized, replaceResponse } from './response.ts';
import { type MiddlewareHandler } from 'hono';
import { fromCachedPage, pageCache, pageCacheKey, toCachedPage } from '../http/page-cache.ts';
import { classified } from './classify-step.ts';

/** 8. Anonymous CMS pages (HTML and RSC payloads) come from the full-page cache when they can. */
export const fullPageCache: MiddlewareHandler = async (c, next) => {
  const key = pageCacheKey(c.req.raw, classified(c));
  if (!key) return next();
  const { value, outcome } = await pageCache.get(
    key,
    async () => {
      await next();
      return toCachedPage(c.res);
    },
    (page) => page.cacheable,
  );
  replaceResponse(c, fromCachedPage(c.req.raw, value, outcome));
  finalized.add(c);
};
