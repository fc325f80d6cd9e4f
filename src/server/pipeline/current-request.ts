import { unstable_getContext as getContext } from 'waku/server';
import type { Language } from '#src/shared/language.ts';
import { effectiveTheme, climateModeOf } from '../flags/climate.ts';
import { getBuildInfo } from '../build-info.ts';
import { consentFromCookieHeader } from '../http/consent-cookie.ts';
import { getEnv } from '../env.ts';
import { currentClientIp, publicOrigin } from '../http/proxy.ts';
import type { PageRequest } from '../cms/page.ts';
import type { RequestModel } from '../request/request-model.ts';
import { currentLanguage, currentPage } from '../cms/page-value.ts';
import { getRequestContext } from '../request-context.ts';
import { frontPageOf } from '../routing.ts';

/**
 * The page request of a visitor's request, from its one request model (request-model.ts): made
 * once, by the CMS page step, and kept in the page value (cms/page-value.ts).
 */
export function pageRequestOf(req: Request, model: RequestModel): PageRequest {
  const { pagePath, query, preview, personal, language } = model;
  return {
    path: pagePath,
    language,
    query,
    host: new URL(req.url).hostname,
    cookie: req.headers.get('cookie'),
    userAgent: req.headers.get('user-agent'),
    clientIp: currentClientIp(),
    preview,
    personal,
  };
}

/** What the catch-all route needs from the current request, in one call: its page value. */
export function loadCurrentPage() {
  const { request, pageRequest: pageReq, result, language } = currentPage();
  const origin = publicOrigin(getContext().req);
  // The page's own address: its path and the query the page was read by (list page, text),
  // never the rest of what the visitor sent (decision 032).
  const query = result.kind === 'render' ? (result.canonicalQuery ?? '') : '';
  const canonicalUrl = `${origin}${encodeURI(pageReq.path)}${query ? `?${query}` : ''}`;
  return {
    result,
    language,
    canonicalUrl,
    // Never from the Referer: the page may be cached and shown to the next visitor.
    backHref: result.kind === 'render' ? frontPageOf(result.site, result.language) : '/',
    query: pageReq.query,
    consent: consentFromCookieHeader(pageReq.cookie),
    /** The visitor chose the energy-saver theme with the climate button (CLIMATE_BUTTON). */
    climate: climateModeOf(pageReq.cookie, getEnv().publicConfig),
    config: getEnv().publicConfig,
    /** COOKIE_POLICY_URL and PRIVACY_POLICY_URL (cookie-policy.ts). */
    policy: getEnv().policy,
    buildId: getBuildInfo().id,
    /** What this visitor typed into a module form here (the request model's, form-state.ts). */
    formState: request.formState,
    // Umbraco is on the backend's origin (as `/umbraco/*` redirects there): from configuration.
    umbracoLoginUrl: `${getEnv().cmsApiUrl}/umbraco/`,
  };
}

/** `<html lang>` and `data-theme` for the current request: its page's, else its address's. */
export function currentLanguageAndTheme(): { language: Language; lang: string; theme: string } {
  const page = getRequestContext()?.page;
  if (page?.result.kind === 'render') {
    return {
      language: page.language.language,
      lang: page.language.html,
      // The visitor's climate choice (CLIMATE_BUTTON), else the site's theme.
      theme: effectiveTheme(
        page.result.site?.themeAlias,
        page.pageRequest.cookie,
        getEnv().publicConfig,
      ),
    };
  }
  const language = currentLanguage();
  return { language, lang: language, theme: 'default' };
}
