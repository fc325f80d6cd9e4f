import { unstable_getContext as getContext } from 'waku/server';
import { callPage } from './client.ts';
import { BackendError, type BackendFailure } from '../backend-error.ts';
import { reshapeSite } from './reshape-site.ts';
import type { Site } from '../types.ts';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';

export type SiteDataResult =
  { ok: true; site: Site; appHost: string } | { ok: false; reason: string; appHost: string };

const failureText: Record<BackendFailure, string> = {
  unreachable: 'Backenden kunne ikke nås.',
  timeout: 'Backenden svarede ikke inden for tidsgrænsen.',
  malformed: 'Backendens svar passer ikke til kontrakten.',
  status: 'Backenden svarede med en HTTP-fejl.',
};

/**
 * The site part of the page call (theme, menus, footer) for `host`; a configured APP_HOST
 * wins, as for pages. For the configuration overview, so a failure is an answer, never a
 * thrown error.
 */
export async function loadSiteData(host: string): Promise<SiteDataResult> {
  const env = getEnv();
  const appHost = env.appHost ?? host;
  try {
    const answer = await callPage({ path: '/', parts: ['site'], appHost });
    if (!answer.site) {
      return {
        ok: false,
        reason: `Backenden svarede med kode ${answer.meta.code}, men uden sitedata.`,
        appHost,
      };
    }
    return {
      ok: true,
      site: reshapeSite(answer.site, { mediaBase: env.mediaBaseUrl, siteKey: answer.siteKey }),
      appHost,
    };
  } catch (err) {
    if (err instanceof BackendError) {
      const status = err.httpStatus ? ` (HTTP ${err.httpStatus})` : '';
      return { ok: false, reason: `${failureText[err.failure]}${status}`, appHost };
    }
    log.error({ err }, 'site data could not be loaded');
    return { ok: false, reason: 'Der opstod en uventet fejl under hentningen.', appHost };
  }
}

/** Host name of the request being rendered. */
export function currentHost(): string {
  return new URL(getContext().req.url).hostname;
}
