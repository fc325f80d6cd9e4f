import { changedSites, dropLocally, keptSites, type Dropped, type Revalidation } from './drop.ts';
import { record, type Delivery } from './bus.ts';
import type { LogPosition } from './publish-log.ts';

// A revalidation as the webhook and the page inspector apply it: dropped here, recorded for
// every other process (bus.ts), then the question about the sites' shared parts.

/** What a revalidation did here, and where it went. */
export type Revalidated = { dropped: Dropped; delivery: Delivery; recorded: LogPosition | null };

/**
 * Drops the named pages here and records the revalidation for every other process at once; then
 * asks the backend whether the named pages' sites' shared part (menus, footer) changed, and if
 * so applies and records their front pages too (every page of such a site becomes stale). The
 * first record does not wait for that question: `onRecorded` is told of each record as it is
 * made (nginx is refreshed from there), and the promise resolves with both.
 */
export async function revalidate(
  named: Revalidation,
  onRecorded?: (step: Revalidated) => void,
): Promise<Revalidated> {
  // The sites' shared parts as kept, read before their answers go.
  const sites = keptSites(named);
  const first = { dropped: dropLocally(named), ...(await record(named)) };
  onRecorded?.(first);
  const named_ = new Set(named.paths);
  const fronts = (await changedSites(sites)).filter((root) => !named_.has(root));
  if (fronts.length === 0) return first;
  const more = { paths: fronts, ids: [] };
  const second = { dropped: dropLocally(more), ...(await record(more)) };
  onRecorded?.(second);
  return {
    dropped: mergeDropped(first.dropped, second.dropped),
    // A revalidation not recorded in full is not recorded: the CMS sends it again.
    delivery: first.delivery === 'failed' ? first.delivery : second.delivery,
    recorded: second.recorded ?? first.recorded,
  };
}

function mergeDropped(a: Dropped, b: Dropped): Dropped {
  const union = (x: string[], y: string[]) => [...new Set([...x, ...y])];
  return {
    paths: union(a.paths, b.paths),
    refresh: union(a.refresh, b.refresh),
    tags: union(a.tags, b.tags).slice(0, 500),
    backend: a.backend + b.backend,
    page: a.page + b.page,
    search: a.search + b.search,
    stale: a.stale + b.stale,
  };
}
