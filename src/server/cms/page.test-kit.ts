import { afterEach, beforeEach } from 'vitest';
import { publications } from '#mocks/handlers.ts';
import { pageCache } from '#src/server/cache/page-cache.ts';
import type { CachedPage } from '#src/server/cache/cached-page.ts';
import { hasBackOfficeLogin } from '#src/server/request/personal.ts';
import { classify } from '#src/server/request/classify.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { memoryStore, setToolsStoreForTests } from '#src/server/auth/store.ts';
import { backendCache, cacheKey } from './backend-cache.ts';
import { resolvePage, type PageRequest } from './page.ts';

// What the tests of dropping cached pages share (a backend 404 here, a revalidation in
// src/server/revalidate/). Imported by tests only.

export const HOST = 'www.example-kommune.dk';

/**
 * A visitor's request for `path`, without cookies unless `extra` gives them, as the pipeline's
 * request model describes it (a preview link, or an all-number path with the back-office
 * login, is a preview and personal: classify-step.ts); `extra` overrides.
 */
export const pageRequest = (
  path: string,
  query = '',
  userAgent: string | null = null,
  extra: Partial<PageRequest> = {},
): PageRequest => {
  const url = classify(new URL(`http://${HOST}${path}${query ? `?${query}` : ''}`));
  const byLogin = url.nodePreview && hasBackOfficeLogin(extra.cookie) ? url.nodePreview : null;
  const preview = url.preview ?? byLogin;
  return {
    path,
    language: url.language,
    query: new URLSearchParams(query),
    host: HOST,
    cookie: null,
    userAgent,
    preview,
    personal: preview !== null,
    ...extra,
  };
};

/** Resolves `path` as a visitor's request would. */
export const resolve = (path: string, query?: string, userAgent?: string | null) =>
  runWithRequestContext(undefined, () => resolvePage(pageRequest(path, query, userAgent)));

/** Whether the micro-cache holds an answer with `code` for the plain page call of `path`. */
export const cachedCode = (path: string, query = '') =>
  backendCache.peek(
    cacheKey({
      appHost: HOST,
      path,
      parts: ['site', 'content'],
      query: new URLSearchParams(query),
    }),
  )?.value.meta.code;

/**
 * `cachedCode` when the answer is fresh; undefined when it is absent or stale (a publish made it
 * stale: it is fetched again before the page is rendered, kept only for a backend failure).
 */
export const freshCode = (path: string, query = '') => {
  const entry = backendCache.peek(
    cacheKey({
      appHost: HOST,
      path,
      parts: ['site', 'content'],
      query: new URLSearchParams(query),
    }),
  );
  return entry?.fresh ? entry.value.meta.code : undefined;
};

/** A page-cache entry for `pagePath` under `key`, as the pipeline's step would store it. */
export async function cachePage(key: string, pagePath: string) {
  const page: CachedPage = {
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
    body: new TextEncoder().encode('<p>cached</p>'),
    etag: '"x"',
    cacheable: true,
    pagePath,
  };
  await pageCache.get(
    key,
    async () => page,
    () => true,
  );
}

/** Each test starts with every page published, an empty page cache and a fresh tools store. */
export function resetPageCachesEachTest() {
  beforeEach(() => {
    publications.clear();
    pageCache.clear();
    setToolsStoreForTests(memoryStore());
  });
  afterEach(() => {
    publications.clear();
    setToolsStoreForTests(undefined);
  });
}
