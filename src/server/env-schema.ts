import { z } from 'zod';
import {
  hostNames,
  httpBaseUrl,
  isCspHostSource,
  pagePerLanguage,
  SECURITY_CONTACT_URI,
} from './env-fields.ts';

// The environment contract: every variable the site reads, its syntax and default. env.ts reads
// the process environment with it into `Env`.

/**
 * The full-page cache's default budget: 10,000 typical pages, each kept as its document and its
 * RSC payload in brotli (docs/operations.md, "Memory").
 */
export const PAGE_CACHE_MB_DEFAULT = 256;

/** Every variable the site reads (docs/operations.md, "Configuration reference"). */
export const envSchema = z.object({
  CMS_API_URL: httpBaseUrl,
  CMS_API_KEY: z.string().min(1).optional(),
  /** Origin that serves `/media/…` (ImageSharp); defaults to CMS_API_URL. */
  MEDIA_BASE_URL: httpBaseUrl,
  /** The project's search and list endpoint (Limbo.Nuxt.Search convention). */
  SEARCH_API_PATH: z
    .string()
    .regex(/^\/[\w\-./]*$/, 'must be a path such as /api/search/')
    .refine((v) => !v.startsWith('//') && !v.includes('..'), 'must be a path on the backend')
    .default('/api/search/'),
  /** Limbo.Subscriptions: the API key for the token endpoint, and that endpoint's path. */
  SUBSCRIPTIONS_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  SUBSCRIPTIONS_AUTH_PATH: z
    .string()
    .regex(/^\/[\w\-./]*$/, 'must be a path such as /api/subscriptions/token')
    .refine((v) => !v.startsWith('//') && !v.includes('..'), 'must be a path on the backend')
    .optional(),
  /**
   * Umbraco's back-office login cookie (`Umbraco:CMS:Security:AuthCookieName`, Umbraco's default
   * `UMB_UCONTEXT`): preview calls send it on (cms/client.ts).
   */
  UMBRACO_AUTH_COOKIE_NAME: z
    .string()
    .regex(/^[\w!#$%&'*+.^`|~-]+$/, 'must be a cookie name such as UMB_UCONTEXT')
    .default('UMB_UCONTEXT'),
  /**
   * The origin visitors use (`https://www.example-kommune.dk`), for a site served on one host:
   * canonical URLs and the session cookie's `Secure` come from it, whatever a request says.
   */
  PUBLIC_ORIGIN: z
    .string()
    .url('must be an origin such as https://www.example-kommune.dk')
    .refine(
      (v) => /^https?:\/\/[^/?#]+\/?$/.test(v),
      'must be an origin such as https://www.example-kommune.dk (no path)',
    )
    .transform((v) => new URL(v).origin)
    .optional(),
  /** How many proxy hops may set X-Forwarded-For, -Host and -Proto; 0 ignores them. */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  APP_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a bare host name such as www.example-kommune.dk')
    .optional(),
  /**
   * The host names visitors reach the site(s) on, besides APP_HOST: the discovery files
   * (sitemap, robots.txt, manifest, security.txt) ask the backend only for these (decision 016).
   */
  PUBLIC_HOSTS: hostNames('www.example-kommune.dk').optional(),
  /**
   * The hosts TwentyThree and Skyfish players may be embedded from (each customer has its own);
   * a player on any other host is shown as a link to the video (decision 027).
   */
  VIDEO_EMBED_HOSTS: hostNames('video.example-kommune.dk').optional(),
  /**
   * Third-party origins the pages may load from, fetch, style and frame (a statistics tool, a
   * chat widget, a map provider), added to the Content-Security-Policy beside the built-in
   * Cookie Information, Monsido and Cludo: `https://host`, `https://*.host`, optional `:port`.
   */
  CSP_EXTRA_HOSTS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .refine(
      (list) => list.length > 0 && list.length <= 50 && list.every(isCspHostSource),
      'must be https origins such as https://stats.example.dk or https://*.example.dk, comma-separated',
    )
    .optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SESSION_PASSWORD: z.string().min(32, 'must be at least 32 characters').optional(),
  TOOLS_USERS: z
    .string()
    .regex(
      /^[^:,\s]+:scrypt\$[^,\s]+(,[^:,\s]+:scrypt\$[^,\s]+)*$/,
      'must be comma-separated name:hash entries made by `npm run -s hash-password`',
    )
    .optional(),
  PUBLIC_CONFIG: z.string().optional(),
  /**
   * The visitor's budget for the backend (decision 033): a page call that has not answered in
   * time gives the stale page when one is kept, else the error page (504).
   */
  CMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2500),
  /**
   * With the publish webhook (REVALIDATE_TOKEN), how long an anonymous page is kept at most
   * before it is rendered again, whatever is published (decision 036).
   */
  PAGE_MAX_AGE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(3600),
  /**
   * How long after a publish a page that only shows a part of the published one (a breadcrumb, a
   * menu, the footer) is still served while it is checked or rendered again (decision 052); 0:
   * its next visitor waits for it.
   */
  SHARED_STALE_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  /**
   * The municipality's name and phone number on the error page of an outage, until the process
   * has seen the site data (then the last good site data's own).
   */
  MUNICIPALITY_NAME: z
    .string()
    .trim()
    .min(1)
    .max(100, 'must be at most 100 characters')
    .regex(/^[^\p{Cc}<>]+$/u, 'must be plain text (no control characters, < or >)')
    .optional(),
  MUNICIPALITY_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d ().-]{3,30}$/, 'must be a phone number such as +45 70 00 00 00')
    .refine((v) => (v.match(/\d/g) ?? []).length >= 3, 'must hold at least 3 digits')
    .optional(),
  HSTS: z.enum(['true', 'false']).default('false'),
  /** `false` turns the full-page cache off; the backend micro-cache stays (UMBRACO_MICRO_CACHE). */
  FULL_PAGE_CACHE: z.enum(['true', 'false']).default('true'),
  /** The full-page cache's budget in MB (docs/operations.md, "Memory": what a page costs). */
  PAGE_CACHE_MB: z.coerce.number().int().min(8).max(65_536).default(PAGE_CACHE_MB_DEFAULT),
  /** Prometheus metrics on their own port (never routed publicly). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Or at /metrics on the site's port, with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Shared tools-login state (failed logins, revoked sessions); unset: in memory (decision 015). */
  REDIS_URL: z
    .string()
    .url('must be a redis:// or rediss:// URL')
    .refine((v) => /^rediss?:\/\/[^/?#]/.test(v), 'must be a redis:// or rediss:// URL')
    .optional(),
  /** security.txt Contact (RFC 9116): comma-separated mailto:, https: or tel: URIs, or e-mails. */
  SECURITY_CONTACT: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .transform((list) => list.map((c) => (/^[^:/\s]+@\S+$/.test(c) ? `mailto:${c}` : c)))
    .refine(
      (list) =>
        list.length > 0 && list.every((c) => c.length <= 200 && SECURITY_CONTACT_URI.test(c)),
      'must be mailto:, https:// or tel: URIs (or e-mail addresses), comma-separated',
    )
    .optional(),
  /** `POST /api/revalidate` needs `Authorization: Bearer <token>`; unset, it answers 404. */
  REVALIDATE_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters')
    .max(512, 'must be at most 512 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
  /**
   * After a revalidation, the app asks this loopback-only nginx location for each dropped page
   * again, so nginx's cache holds the new page (deploy/nginx.conf, `/__purge/`).
   */
  NGINX_PURGE_URL: z
    .string()
    .url('must be an absolute http(s) URL such as http://127.0.0.1/__purge')
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /**
   * The cookie page and the privacy policy, when the site's own configuration names none
   * (cookie-policy.ts); without a cookie page anywhere the built-in one is linked.
   */
  COOKIE_POLICY_URL: pagePerLanguage.optional(),
  PRIVACY_POLICY_URL: pagePerLanguage.optional(),
  /** Set by the launcher when it started the embedded sample backend. */
  SAMPLE_BACKEND: z.enum(['1']).optional(),
});
