import { BackendError } from '../backend-error.ts';
import { loadAnswer } from '../cms/backend-cache.ts';
import { reshapeContext } from '../cms/page.ts';
import { reshapeSite } from '../cms/reshape-site.ts';
import type { Site } from '../types.ts';
import { log } from '../log.ts';

/**
 * The site part at `path` for `appHost`, through the backend micro-cache (so a failing backend
 * still gives the last good site for a day), or null when there is none.
 */
export async function loadSite(path: string, appHost: string): Promise<Site | null> {
  try {
    const answer = await loadAnswer({ path, parts: ['site'], appHost }, false);
    if (!answer.site) return null;
    return reshapeSite(answer.site, { ...reshapeContext(), siteKey: answer.siteKey ?? null });
  } catch (err) {
    if (!(err instanceof BackendError)) throw err;
    log.warn({ path, appHost, failure: err.failure }, 'discovery files: site data unavailable');
    return null;
  }
}
