/**
 * The article's address when it is an https URL on borger.dk or one of its subdomains; null for
 * anything else, so a source link can only ever point at borger.dk.
 */
export function borgerDkUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase();
    const onBorgerDk = host === 'borger.dk' || host.endsWith('.borger.dk');
    if (parsed.protocol !== 'https:' || !onBorgerDk || parsed.username || parsed.password) {
      return null;
    }
    return parsed.href;
  } catch {
    return null;
  }
}
