import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { templateMap } from './templates.ts';
import type { Template } from './types.ts';
import type { ConfiguredPage } from './cookie-policy.ts';
import { publicConfigSchema, type PublicConfig } from './public-config.ts';
import { envSchema } from './env-schema.ts';

// The process environment, read once: the contract (env-schema.ts, its kinds of value in
// env-fields.ts) checks it, and `parseEnv` turns it into the `Env` the modules read.

export { envSchema } from './env-schema.ts';
export { isCspHostSource } from './env-fields.ts';

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
  pageFreshness: { byPublish: boolean; maxAgeS: number; sharedStaleMs: number };
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
      sharedStaleMs: e.SHARED_STALE_SECONDS * 1000,
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
