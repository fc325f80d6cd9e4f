import { LRUCache } from 'lru-cache';

// What the backend said about a site, kept per app host (the site as the backend knows it), not
// per Host header: every spelling and every host of one site shares it (decision 016).

/** Sites are few (APP_HOST, PUBLIC_HOSTS, loopback): the bound only stops a mistake. */
const kept = new LRUCache<string, { value: unknown }>({ max: 200, ttl: 60_000 });
const inFlight = new Map<string, Promise<unknown>>();

/** For tests: forget every kept value. */
export const clearPerSite = () => kept.clear();

/**
 * `make()`'s value for this file and app host, made once a minute; concurrent callers share one
 * call. A rejection is not kept.
 */
export function keptPerSite<T>(file: string, appHost: string, make: () => Promise<T>): Promise<T> {
  const key = `${file}|${appHost}`;
  const found = kept.get(key);
  if (found) return Promise.resolve(found.value as T);
  let pending = inFlight.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = make()
      .then((value) => {
        kept.set(key, { value });
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
