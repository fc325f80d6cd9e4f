import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { templateMap } from './templates.ts';
import type { Template } from './types.ts';
import type { ConfiguredPage } from './cookie-policy.ts';
import { cookiePolicyTarget, publicConfigSchema, type PublicConfig } from './public-config.ts';

/** One security.txt Contact: printable, no spaces, at most 200 characters. */
/**
 * The full-page cache's default budget: 10,000 typical pages, each kept as its document and its
 * RSC payload in brotli (docs/operations.md has the measurement).
 */
export const PAGE_CACHE_MB_DEFAULT = 256;

const SECURITY_CONTACT_URI = /^(mailto:[^\s@<>"]+@[^\s@<>"]+|https:\/\/[^\s<>"]+|tel:\+?[\d-]+)$/;

/** An http(s) origin or base URL, without a trailing slash. */
const httpBaseUrl = z
  .string()
  .url('must be an absolute http(s) URL')
  .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
  .transform((v) => v.replace(/\/+$/, ''))
  .optional();

/** Comma-separated host names in one spelling: lower case, without a trailing dot. */
const hostNames = (example: string) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase().replace(/\.$/, ''))
        .filter(Boolean),
    )
    .refine(
      (list) => list.length > 0 && list.every((h) => h.length <= 253 && /^[a-z0-9.-]+$/.test(h)),
      `must be bare host names such as ${example}, comma-separated`,
    );

/**
 * A page for every language (`/cookies/`, `https://…`), or one per language
 * (`da=/cookies/,en=/en/cookies/`): site paths or http(s) URLs only (never `//host`).
 */
const pagePerLanguage = z.string().transform((v, ctx): ConfiguredPage => {
  const text = v.trim();
  if (!/^(da|en|de)=/.test(text)) {
    if (cookiePolicyTarget.safeParse(text).success) return text;
    ctx.addIssue({
      code: 'custom',
      message: 'must be a site path such as /cookies/ or an http(s) URL',
    });
    return z.NEVER;
  }
  const pages: Partial<Record<'da' | 'en' | 'de', string>> = {};
  for (const part of text.split(',')) {
    const match = /^\s*(da|en|de)=(.+?)\s*$/.exec(part);
    if (!match || !cookiePolicyTarget.safeParse(match[2]).success || pages[match[1] as 'da']) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be da=…,en=…,de=… with a site path or an http(s) URL for each language',
      });
      return z.NEVER;
    }
    pages[match[1] as 'da'] = match[2];
  }
  return pages;
});

/**
 * One CSP host source an operator may add: https, a DNS name (optionally `*.` before at least two
 * labels), an optional port, nothing else, so no value can add a keyword, a scheme-wide source
 * (`https:`), a path or a second directive to the policy.
 */
export function isCspHostSource(value: string): boolean {
  const match = /^https:\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, , host = '', port] = match;
  if (host.length > 253) return false;
  if (
    host
      .split('.')
      .some((label) => label.length > 63 || label.startsWith('-') || label.endsWith('-'))
  ) {
    return false;
  }
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/** Environment contract (docs: backend-contract.md, "Configuration"). */
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
  /** The full-page cache's budget in MB (docs/operations.md: what a page costs). */
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

export type Env = {
  cmsApiUrl: string;
  cmsApiKey: string | undefined;
  mediaBaseUrl: string;
  searchApiPath: string;
  /** Both set, or the subscription module is not shown. */
  subscriptions: { apiKey: string; authPath: string } | null;
  trustedProxies: number;
  umbracoAuthCookieName: string;
  /** Umbraco template (lower case) → layout. */
  templates: Readonly<Record<string, Template>>;
  appHost: string | undefined;
  /** PUBLIC_HOSTS: lower case, without a trailing dot. */
  publicHosts: readonly string[];
  /** VIDEO_EMBED_HOSTS: lower case, without a trailing dot (decision 027). */
  videoEmbedHosts: readonly string[];
  /** CSP_EXTRA_HOSTS: https host sources, lower case, without a trailing slash. */
  cspExtraHosts: readonly string[];
  port: number;
  sessionPassword: string;
  sessionPasswordIsRandom: boolean;
  toolsUsers: string | undefined;
  publicConfig: PublicConfig;
  cmsTimeoutMs: number;
  /**
   * How long anonymous pages are kept: until a publish (the webhook is configured), at most
   * `maxAgeS`; else 10 s by the clock (decision 036).
   */
  pageFreshness: { byPublish: boolean; maxAgeS: number };
  /** MUNICIPALITY_NAME and MUNICIPALITY_PHONE: the error page's contact before any site data. */
  municipality: { name: string | null; phone: string | null };
  sampleBackend: boolean;
  hsts: boolean;
  /** PUBLIC_ORIGIN: the one origin visitors use, when configured. */
  publicOrigin: string | undefined;
  metricsPort: number | undefined;
  metricsToken: string | undefined;
  fullPageCache: boolean;
  /** PAGE_CACHE_MB in bytes. */
  pageCacheBytes: number;
  redisUrl: string | undefined;
  /** security.txt Contact URIs; empty: the site's footer e-mail. */
  securityContact: string[];
  revalidateToken: string | undefined;
  nginxPurgeUrl: string | undefined;
  /** COOKIE_POLICY_URL, PRIVACY_POLICY_URL (cookie-policy.ts). */
  policy: { cookiePolicyUrl: ConfiguredPage; privacyPolicyUrl: ConfiguredPage };
};

export class EnvError extends Error {
  constructor(
    readonly variable: string,
    readonly reason: string,
  ) {
    super(`${variable}: ${reason}`);
    this.name = 'EnvError';
  }
}

/** Parses an environment; throws EnvError naming the first unusable variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EnvError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'invalid');
  }
  const e = parsed.data;
  if (!e.CMS_API_URL) {
    throw new EnvError(
      'CMS_API_URL',
      'is not set (npm start sets it to the embedded sample backend)',
    );
  }
  let publicConfig: PublicConfig;
  try {
    const overrides: unknown = e.PUBLIC_CONFIG ? JSON.parse(e.PUBLIC_CONFIG) : {};
    publicConfig = publicConfigSchema.parse(overrides);
  } catch (err) {
    const reason =
      err instanceof SyntaxError
        ? 'is not valid JSON'
        : err instanceof z.ZodError
          ? `has an unusable value at ${err.issues[0]?.path.join('.') || 'top level'}: ${err.issues[0]?.message}`
          : 'is unusable';
    throw new EnvError('PUBLIC_CONFIG', reason);
  }
  return {
    cmsApiUrl: e.CMS_API_URL,
    cmsApiKey: e.CMS_API_KEY,
    mediaBaseUrl: e.MEDIA_BASE_URL ?? e.CMS_API_URL,
    searchApiPath: e.SEARCH_API_PATH,
    subscriptions:
      e.SUBSCRIPTIONS_API_KEY && e.SUBSCRIPTIONS_AUTH_PATH
        ? { apiKey: e.SUBSCRIPTIONS_API_KEY, authPath: e.SUBSCRIPTIONS_AUTH_PATH }
        : null,
    trustedProxies: e.TRUSTED_PROXIES,
    publicOrigin: e.PUBLIC_ORIGIN,
    umbracoAuthCookieName: e.UMBRACO_AUTH_COOKIE_NAME,
    templates: templateMap(publicConfig.templates),
    appHost: e.APP_HOST,
    publicHosts: e.PUBLIC_HOSTS ?? [],
    videoEmbedHosts: e.VIDEO_EMBED_HOSTS ?? [],
    cspExtraHosts: e.CSP_EXTRA_HOSTS ?? [],
    port: e.PORT,
    sessionPassword: e.SESSION_PASSWORD ?? randomBytes(32).toString('base64url'),
    sessionPasswordIsRandom: !e.SESSION_PASSWORD,
    toolsUsers: e.TOOLS_USERS,
    publicConfig,
    cmsTimeoutMs: e.CMS_TIMEOUT_MS,
    pageFreshness: {
      byPublish: !!e.REVALIDATE_TOKEN,
      maxAgeS: e.REVALIDATE_TOKEN ? e.PAGE_MAX_AGE_SECONDS : 10,
    },
    municipality: { name: e.MUNICIPALITY_NAME ?? null, phone: e.MUNICIPALITY_PHONE ?? null },
    sampleBackend: e.SAMPLE_BACKEND === '1',
    hsts: e.HSTS === 'true',
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    fullPageCache: e.FULL_PAGE_CACHE === 'true',
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    redisUrl: e.REDIS_URL,
    securityContact: e.SECURITY_CONTACT ?? [],
    revalidateToken: e.REVALIDATE_TOKEN,
    nginxPurgeUrl: e.NGINX_PURGE_URL,
    policy: {
      cookiePolicyUrl: e.COOKIE_POLICY_URL ?? null,
      privacyPolicyUrl: e.PRIVACY_POLICY_URL ?? null,
    },
  };
}

let current: Env | undefined;

/** The validated environment of this process, parsed once. */
export function getEnv(): Env {
  current ??= parseEnv(process.env);
  return current;
}

/** For a command-line tool configured by its flags (scripts/check-backend.ts). */
export function configureEnv(env: Env): void {
  current = env;
}

/** For tests only: replace the process environment view. */
export function setEnvForTests(env: Env | undefined): void {
  current = env;
}
