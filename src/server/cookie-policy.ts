import type { Language } from './cms/types.ts';
import { cookiePolicyTarget, type PublicConfig } from './public-config.ts';

/**
 * Where "Læs om cookies" links to: the site's own configuration
 * (`frontend.configuration.cookiePolicyUrl`, per culture in Umbraco), else PUBLIC_CONFIG's
 * `cookiePolicyUrl` (one for all languages or one per language), else null, and then no link is
 * shown rather than a guessed one (decision 018). A value that is not a site path or an http(s)
 * URL counts as none.
 */
export function cookiePolicyUrl(
  siteConfiguration: Record<string, unknown>,
  config: Pick<PublicConfig, 'cookiePolicyUrl'>,
  language: Language,
): string | null {
  const fromSite = cookiePolicyTarget.safeParse(siteConfiguration.cookiePolicyUrl);
  if (fromSite.success) return fromSite.data;
  const configured = config.cookiePolicyUrl;
  if (configured === null) return null;
  return typeof configured === 'string' ? configured : (configured[language] ?? null);
}
