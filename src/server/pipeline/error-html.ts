import type { Language } from '#src/shared/language.ts';
import type { SiteContact } from '../cms/site-contact.ts';
import { errorDocument } from '../http/error-page.ts';

/**
 * The pipeline's error page for `status`: a link to the front page (or, on a 500, which is never
 * stored, back to the same-site referrer) and, on a 5xx, who to call.
 */
export function errorHtml(
  status: number,
  language: Language = 'da',
  backHref = '/',
  contact: SiteContact | null = null,
): string {
  return errorDocument({ status, language, backHref, contact });
}
