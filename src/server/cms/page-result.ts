import type { ListingResult, Site } from '../types.ts';
import type { Language } from '#src/shared/language.ts';
import type { ListPaging } from '#src/shared/paginate.ts';
import type { Page } from './page-model.ts';
import type { SiteContact } from './site-contact.ts';

// What a page request is and what it resolves to (page.ts): the CMS page step's input and
// output, which the document and the catch-all page read (cms/page-value.ts).

/** What the catch-all page shows, and with which status. Decided once per request. */
export type PageResult =
  | {
      kind: 'render';
      status: number;
      /** Null: show the generic error page for `status`. */
      page: Page | null;
      site: Site | null;
      language: Language;
      /** A draft shown to a back-office user (Umbraco preview). */
      preview: boolean;
      /**
       * List pages without `content.list` and the site search: one page of items (or groups of
       * them) from the list's endpoint, or `failed` (the page says so and still renders).
       */
      listing: ListingResult | null;
      /**
       * Where the page's list stands for the page the address asks (list pages and the search
       * page with results); null for a page without a list.
       */
      paging?: ListPaging | null;
      /**
       * The query that selects what the page shows, as the app read it, in one spelling: the
       * canonical address's query ('' for none).
       */
      canonicalQuery?: string;
      /** Why the page shows no content, when it is a known case (a preview without login). */
      reason?: 'preview-login';
      /** A page of the app's own where the backend has none: the cookie page (decision 034). */
      builtin?: 'cookies';
      /**
       * On a 5xx: who to call (the municipality's name and phone number), from the last good
       * site data or configuration (site-contact.ts); otherwise null.
       */
      contact: SiteContact | null;
    }
  | { kind: 'redirect'; status: 301 | 307; location: string };

export type PageRequest = {
  /** Decoded path with trailing slash. */
  path: string;
  /** The language of the path's culture (`/en/…`, `/de/…`, else Danish): until the site says. */
  language?: Language;
  query: URLSearchParams;
  host: string;
  cookie: string | null;
  userAgent: string | null;
  /** The visitor's address (TRUSTED_PROXIES decides whether X-Forwarded-For is believed). */
  clientIp?: string | null;
  /**
   * The backend `url` of a preview (a preview link, or an all-number path with the back-office
   * login: the request model's `preview`, classify-step.ts), else null: the published page.
   */
  preview: string | null;
  /** For one person (a live tools session or a preview): no cache keeps the answer (personal.ts). */
  personal: boolean;
};
