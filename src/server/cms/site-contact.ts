import { getEnv } from '../env.ts';
import type { Site } from '../types.ts';

/** The municipality's name and phone number: what a visitor needs when pages cannot be shown. */
export type SiteContact = { name: string | null; phone: string | null };

/** App hosts remembered at most (without APP_HOST the Host header is the app host). */
const MAX_HOSTS = 64;

/** The contact of the last site data a backend answer gave, per app host; oldest first. */
const lastGood = new Map<string, SiteContact>();

/** The site's name (`site.name`, else the footer's "find us" name) and the footer's phone number. */
export function contactOfSite(site: Site): SiteContact {
  const name = site.name?.trim() || site.footer.findUs?.name?.trim() || null;
  const phone = site.footer.contact?.phone?.trim() || null;
  return { name, phone };
}

/** Keeps the contact of a site the backend just answered with, for a later outage. */
export function rememberSite(appHost: string, site: Site): void {
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

/** For tests: forget every remembered site. */
export function forgetSitesForTests(): void {
  lastGood.clear();
}
