import type { BackendAnswer } from '../cms/answer.ts';
import { BackendError } from '../backend-error.ts';
import {
  backendCache,
  cacheKey,
  callPageNoting,
  pathOfCacheKey,
  warningsOf,
} from '../cms/backend-cache.ts';
import { reshapeForInspector } from '../cms/page.ts';
import { getEnv } from '../env.ts';
import { pageCacheState } from '../cache/page-cache.ts';
import type { CapturedWarning } from '../log.ts';
import { pagePathOf } from './targets.ts';
import { publishedPageCall } from '../routing.ts';

// The page inspector's data (/__limbo/page-inspector/?url=…): the validated answer a page is
// built from, the warnings the adapter logged for it, and what every cache of this process
// holds for it. The `url` is checked like a revalidation's (targets.ts): only a path of this
// site ever reaches the backend call, as its `url` parameter, on CMS_API_URL.

type CacheRow = {
  cache: 'backend' | 'page';
  key: string;
  /** meta.code for a backend answer, the HTTP status for a page. */
  status: number;
  ageMs: number;
  fresh: boolean;
};

export type Inspection =
  | { state: 'empty' }
  | { state: 'refused'; input: string; problem: string }
  | {
      state: 'inspected';
      path: string;
      /** Where the answer shown came from: this process's micro-cache, or a call made now. */
      source: 'cache' | 'backend';
      ageMs: number | null;
      answer: BackendAnswer | null;
      failure: string | null;
      warnings: CapturedWarning[];
      caches: CacheRow[];
    };

/** Shown at most: a longer `url` is refused before this anyway (classify.ts). */
const MAX_INPUT_SHOWN = 200;

/** The backend-cache entries of one page path. */
function backendRows(path: string): CacheRow[] {
  const rows: CacheRow[] = [];
  for (const key of backendCache.keys()) {
    if (pathOfCacheKey(key) !== path) continue;
    const entry = backendCache.peek(key);
    if (!entry) continue;
    rows.push({
      cache: 'backend',
      key,
      status: entry.value.meta.code,
      ageMs: entry.ageMs,
      fresh: entry.fresh,
    });
  }
  return rows;
}

export async function inspectPage(input: string | null, host: string): Promise<Inspection> {
  if (input === null || input.trim() === '') return { state: 'empty' };
  const parsed = pagePathOf(input);
  if ('problem' in parsed) {
    return { state: 'refused', input: input.slice(0, MAX_INPUT_SHOWN), problem: parsed.problem };
  }
  const { path } = parsed;
  const appHost = getEnv().appHost ?? host;
  // The answer the page itself uses (the pipeline's call: site and content, no query).
  // An all-number path as a visitor asks for it: the published page (`//2030/`, decision 033).
  const call = publishedPageCall(path);
  const key = cacheKey({
    ...call,
    appHost,
    parts: ['site', 'content'],
    query: new URLSearchParams(),
  });
  const cached = backendCache.peek(key);
  let answer: BackendAnswer | null = cached?.value ?? null;
  let failure: string | null = null;
  if (!answer) {
    try {
      answer = await callPageNoting({ ...call, parts: ['site', 'content'], appHost });
    } catch (err) {
      if (!(err instanceof BackendError)) throw err;
      failure = err.message;
    }
  }
  // The reshape's warnings (skipped blocks) are noted with the answer the first time.
  if (answer) reshapeForInspector(answer, path);
  const caches = [
    ...backendRows(path),
    ...pageCacheState(path).map((row) => ({ cache: 'page' as const, ...row })),
  ];
  return {
    state: 'inspected',
    path,
    source: cached ? 'cache' : 'backend',
    ageMs: cached?.ageMs ?? null,
    answer,
    failure,
    warnings: answer ? warningsOf(answer) : [],
    caches,
  };
}
