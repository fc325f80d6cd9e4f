import { getEnv } from '../env.ts';
import type { Site } from '../types.ts';
import type { Language } from '#src/shared/language.ts';
import { languageOf } from './reshape-language.ts';

/** The municipality's name and phone number: what a visitor needs when pages cannot be shown. */
export type SiteContact = { name: string | null; phone: string | null };

/** App hosts remembered at most (without APP_HOST the Host header is the app host). */
const MAX_HOSTS = 64;

/** The contact of the last site data a backend answer gave, per app host; oldest first. */
const lastGood = new Map<string, SiteContact>();

/**
 * The last site data itself, per app host and language (`host da`), for the header and footer
 * of a 5xx page; oldest first, bounded as `lastGood`.
 */
const lastGoodSites = new Map<string, Site>();

/** The site's name (`site.name`, else the footer's "find us" name) and the footer's phone number. */
export function contactOfSite(site: Site): SiteContact {
  const name = site.name?.trim() || site.footer.findUs?.name?.trim() || null;
  const phone = site.footer.contact?.phone?.trim() || null;
  return { name, phone };
}

/** Keeps the site data (and its contact) the backend just answered with, for a later outage. */
export function rememberSite(appHost: string, site: Site): void {
  const key = `${appHost} ${languageOf(site.culture) ?? 'da'}`;
  if (lastGoodSites.get(key) !== site) {
    lastGoodSites.delete(key);
    lastGoodSites.set(key, site);
    if (lastGoodSites.size > MAX_HOSTS) lastGoodSites.delete(lastGoodSites.keys().next().value!);
  }
  const contact = contactOfSite(site);
  if (!contact.name && !contact.phone) return;
  const known = lastGood.get(appHost);
  if (known?.name === contact.name && known.phone === contact.phone) return;
  lastGood.delete(appHost);
  lastGood.set(appHost, contact);
  if (lastGood.size > MAX_HOSTS) lastGood.delete(lastGood.keys().next().value!);
}

/**
 * Who to call when the backend fails: each of name and phone from the last good site data of
 * `appHost` (kept in this process), else from configuration (MUNICIPALITY_NAME,
 * MUNICIPALITY_PHONE); null when neither knows either. Never a backend call.
 */
export function outageContact(appHost: string): SiteContact | null {
  const known = lastGood.get(appHost);
  const configured = getEnv().municipality;
  const name = known?.name ?? configured.name;
  const phone = known?.phone ?? configured.phone;
  return name || phone ? { name, phone } : null;
}

/**
 * The last good site data of `appHost` in `language` (Danish when the path names none), for a
 * 5xx page's header and footer; null when this process never saw one. Never a backend call.
 */
export function lastGoodSite(appHost: string, language: Language = 'da'): Site | null {
  return lastGoodSites.get(`${appHost} ${language}`) ?? null;
}

/** For tests: forget every remembered site. */
export function forgetSitesForTests(): void {
  lastGood.clear();
  lastGoodSites.clear();
}
