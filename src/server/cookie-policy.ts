import type { Language } from '#src/shared/language.ts';
import { cookiePolicyTarget, type PublicConfig } from './public-config.ts';

/** A configured page: one for every language, one per language, or none. */
export type ConfiguredPage = string | Partial<Record<Language, string>> | null;

/** COOKIE_POLICY_URL and PRIVACY_POLICY_URL (env.ts). */
export type PolicyConfig = { cookiePolicyUrl: ConfiguredPage; privacyPolicyUrl: ConfiguredPage };

export const noPolicyConfig: PolicyConfig = { cookiePolicyUrl: null, privacyPolicyUrl: null };

/**
 * The built-in cookie page of each language (decision 034): a real page in the site's chrome,
 * shown where the backend has no page of its own, which says what the site itself sets.
 */
export const BUILTIN_COOKIE_PAGES: Readonly<Record<Language, string>> = {
  da: '/cookies/',
  en: '/en/cookies/',
  de: '/de/cookies/',
};

/** The language whose built-in cookie page `pagePath` (decoded, canonical) is, or null. */
export function builtinCookiePageOf(pagePath: string): Language | null {
  const found = Object.entries(BUILTIN_COOKIE_PAGES).find(([, path]) => path === pagePath);
  return found ? (found[0] as Language) : null;
}

const forLanguage = (configured: ConfiguredPage, language: Language) =>
  configured === null
    ? null
    : typeof configured === 'string'
      ? configured
      : (configured[language] ?? null);

/**
 * A site's own value, when it is a site path or an http(s) URL; anything else counts as none.
 * Asked twice per page (the footer and the blocks) for the same few values: each is checked once
 * (up to 100 kept; more only starts over).
 */
const checked = new Map<string, string | null>();
const fromSite = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  let target = checked.get(value);
  if (target === undefined) {
    const parsed = cookiePolicyTarget.safeParse(value);
    target = parsed.success ? parsed.data : null;
    if (checked.size >= 100) checked.clear();
    // What the schema refuses for its length is not kept either.
    if (value.length <= 2000) checked.set(value, target);
  }
  return target;
};

export type PolicyUrls = {
  /** The cookie page: never missing (the built-in one at the end). */
  cookies: string;
  /** A privacy policy of its own, when one is named; else the cookie page covers both. */
  privacy: string | null;
};

/**
 * Where the footer's cookie and privacy links (and "Læs om cookies" in a consent gate) go: the
 * site's own configuration (`frontend.configuration.cookiePolicyUrl` and `privacyPolicyUrl`, per
 * culture in Umbraco), else COOKIE_POLICY_URL / PRIVACY_POLICY_URL, else PUBLIC_CONFIG's
 * `cookiePolicyUrl`, else the built-in cookie page of the language (decision 034). A privacy
 * policy the same as the cookie page is not named twice.
 */
export function policyUrls(
  siteConfiguration: Record<string, unknown>,
  sources: { env: PolicyConfig; config: Pick<PublicConfig, 'cookiePolicyUrl'> },
  language: Language,
): PolicyUrls {
  const cookies =
    fromSite(siteConfiguration.cookiePolicyUrl) ??
    forLanguage(sources.env.cookiePolicyUrl, language) ??
    forLanguage(sources.config.cookiePolicyUrl, language) ??
    BUILTIN_COOKIE_PAGES[language];
  const privacy =
    fromSite(siteConfiguration.privacyPolicyUrl) ??
    forLanguage(sources.env.privacyPolicyUrl, language);
  return { cookies, privacy: privacy === cookies ? null : privacy };
}

/** The cookie page alone ({@link policyUrls}). */
export function cookiePolicyUrl(
  siteConfiguration: Record<string, unknown>,
  config: Pick<PublicConfig, 'cookiePolicyUrl'>,
  language: Language,
  env: PolicyConfig = noPolicyConfig,
): string {
  return policyUrls(siteConfiguration, { env, config }, language).cookies;
}
