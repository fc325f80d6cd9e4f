import { unstable_getContext as getContext } from 'waku/server';
import { languageOf } from '../cms/reshape-language.ts';
import type { Language } from '#src/shared/language.ts';
import { effectiveTheme, climateModeOf } from '../flags/climate.ts';
import { getBuildInfo } from '../build-info.ts';
import { consentFromCookieHeader } from '../http/consent-cookie.ts';
import { getEnv } from '../env.ts';
import { currentClientIp, publicOrigin } from '../http/proxy.ts';
import { resolvePage, type PageRequest } from '../cms/page.ts';
import { requestModel } from '../request/request-model.ts';
import { frontPageOf } from '../routing.ts';

/** The page request of a visitor's request, from the one request model (request-model.ts). */
export function pageRequestOf(req: Request): PageRequest & { isCmsPage: boolean } {
  const { pagePath, query, kind, preview, personal, language } = requestModel();
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
    isCmsPage: kind === 'page',
  };
}

/** What the catch-all route needs from the current request, in one call. */
export async function loadCurrentPage() {
  const req = getContext().req;
  const pageReq = pageRequestOf(req);
  const result = await resolvePage(pageReq);
  const origin = publicOrigin(req);
  // The page's own address: its path and the query the page was read by (list page, text),
  // never the rest of what the visitor sent (decision 032).
  const query = result.kind === 'render' ? (result.canonicalQuery ?? '') : '';
  const canonicalUrl = `${origin}${encodeURI(pageReq.path)}${query ? `?${query}` : ''}`;
  return {
    result,
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
    formState: requestModel().formState,
    // Umbraco is on the backend's origin (as `/umbraco/*` redirects there): from configuration.
    umbracoLoginUrl: `${getEnv().cmsApiUrl}/umbraco/`,
  };
}

/** `<html lang>` and `data-theme` for the current request. */
export async function currentLanguageAndTheme(
  req: Request,
): Promise<{ language: Language; lang: string; theme: string }> {
  const pageReq = pageRequestOf(req);
  if (pageReq.isCmsPage) {
    const result = await resolvePage(pageReq);
    if (result.kind === 'render') {
      const alias = result.site?.themeAlias;
      // `htmlAttrs.lang` (e.g. `da-DK`) when it names the language the page is shown in.
      const given = result.page?.head.lang;
      const lang =
        given && /^[a-z]{2}(-[A-Z]{2})?$/.test(given) && languageOf(given) === result.language
          ? given
          : result.language;
      return {
        language: result.language,
        lang,
        // The visitor's climate choice (CLIMATE_BUTTON), else the site's theme.
        theme: effectiveTheme(alias, pageReq.cookie, getEnv().publicConfig),
      };
    }
  }
  const language = languageOf(pageReq.query.get('overwrite-lang')) ?? 'da';
  return { language, lang: language, theme: 'default' };
}
