import { consentFromCookieHeader } from '#src/server/http/consent-cookie.ts';
import { getEnv } from '../env.ts';
import { sentCookie } from '../http/cookies.ts';
import { themeCacheVariant } from '../flags/climate.ts';
import { getRequestContext } from '../request-context.ts';
import { readSession, SESSION_COOKIE, type ToolsSession } from '../auth/session.ts';

// The one rule for "personal" (decision 013): an answer is for one person, and no cache keeps
// it, when the request carries a LIVE tools session (sealed by us and not logged out) or is a
// preview (routing.ts: a preview link, or an all-number path with Umbraco's back-office login,
// decision 033). Nothing else: garbage in the session
// cookie, a logged-out cookie, Umbraco's preview cookie on an ordinary page or an anonymous
// `cache=false` cannot make a page bypass the caches. The micro-cache, the full-page cache,
// fragments and Cache-Control all read the request model's `personal`.

export type Personal = { personal: boolean; session: ToolsSession | null };

export async function personalOf(
  cookie: string | null | undefined,
  request: { preview: string | null },
): Promise<Personal> {
  // Only a cookie that unseals reaches the revocation list: public pages do not touch Redis.
  const session = cookie?.includes(`${SESSION_COOKIE}=`) ? await readSession(cookie) : null;
  return { personal: session !== null || request.preview !== null, session };
}

/**
 * Whether the Cookie header carries Umbraco's back-office login (UMBRACO_AUTH_COOKIE_NAME, default
 * `UMB_UCONTEXT`) with a value: the first cookie of that exact name, as http/cookies.ts reads it
 * and cms/client.ts sends it on, since the backend never sees another. Only then is an all-number path (`/2030/`) an editor's
 * preview; for anyone else it is an ordinary page (decision 033).
 */
export function hasBackOfficeLogin(cookie: string | null | undefined): boolean {
  return Boolean(sentCookie(cookie, getEnv().umbracoAuthCookieName));
}

/**
 * The page-cache variant of a request's cookies, or null when they are ambiguous (the request
 * then bypasses every cache). The consent categories change the HTML (embeds, the runtime's
 * initial state); the visitor's climate theme (CLIMATE_BUTTON) paints the page differently.
 * The same rules as deploy/nginx.conf's and the CDN guidance in docs/operations.md.
 */
export function cacheVariantOf(cookie: string | null | undefined): string | null {
  const consent = consentFromCookieHeader(cookie);
  const theme = themeCacheVariant(cookie, getEnv().publicConfig);
  if (theme === null) return null; // an ambiguous theme cookie (nginx bypasses it too)
  const bits = [
    consent.functional,
    consent.statistic,
    consent.marketing,
    consent.unclassified,
    consent.interacted,
  ];
  return `${bits.map(Number).join('')}${theme}`;
}

/** The consent part of a variant `cacheVariantOf` made: its first five characters. */
const CONSENT_BITS = 5;

/**
 * The variant of a page that is the same for every consent choice (its render never read
 * consent: consent-reads.ts), with the same theme: one entry serves them all.
 */
export const anyConsentVariant = (variant: string): string =>
  `${'*'.repeat(CONSENT_BITS)}${variant.slice(CONSENT_BITS)}`;

/** Whether the request being served is personal (decided once, by the classify step). */
export const isPersonalRequest = () => getRequestContext()?.request?.personal ?? false;
