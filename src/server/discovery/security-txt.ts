import type { Site } from '../types.ts';

// /.well-known/security.txt (RFC 9116). The backend's /security.txt is not used: the package's
// SecurityTxtService reads the site's `robotsTxt` property, so it answers robots rules
// (decision 016).

/** How far ahead Expires lies: RFC 9116 recommends less than a year. */
const SECURITY_TXT_DAYS = 180;

/** An e-mail address fit for `mailto:` in a header-like line: no spaces, controls or markup. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The Contact URIs: the configured ones (SECURITY_CONTACT), else the site's footer e-mail. */
export function securityContacts(configured: readonly string[], site: Site | null): string[] {
  if (configured.length) return [...configured];
  const email = site?.footer.contact?.email?.trim().replace(/^mailto:/i, '');
  return email && email.length <= 254 && EMAIL.test(email) ? [`mailto:${email}`] : [];
}

/** The file, or null without a contact (a security.txt without Contact is invalid). */
export function renderSecurityTxt(
  contacts: readonly string[],
  origin: string,
  now: Date,
): string | null {
  if (!contacts.length) return null;
  // Midnight UTC, so the file (and its ETag) stays the same all day.
  const expires = new Date(now.getTime() + SECURITY_TXT_DAYS * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    ...contacts.map((c) => `Contact: ${c}`),
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: da, en',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}
