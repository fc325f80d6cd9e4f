import { type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { contentSecurityPolicy } from '../http/csp.ts';
import { CACHE_CONTROL } from '../http/cache-control.ts';
import { getEnv } from '../env.ts';
import { setResponseHeaders } from './response.ts';

/**
 * 2. Security headers on every response (decision 056). Hono's secure-headers sets the fixed
 * ones (nosniff, referrer, frame and permissions policies, HSTS when configured) with the site's
 * values and none of its other defaults. The Content-Security-Policy stays the site's own: HTML
 * the app rendered carries its hash-based policy (step 17); everything else gets the policy that
 * allows no script. A 304 carries none: the client keeps the policy that came with its stored
 * copy. Anything that did not say how it may be cached is not stored.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const values: Record<string, string> = {};
  const remove: string[] = [];
  if (!c.res.headers.has('cache-control')) values['cache-control'] = CACHE_CONTROL.noStore;
  if (c.res.status === 304) remove.push('content-security-policy');
  else if (!c.res.headers.has('content-security-policy')) {
    values['content-security-policy'] = contentSecurityPolicy(getEnv(), null);
  }
  // Copied once when they cannot be changed, so Hono's middleware can change them in place.
  setResponseHeaders(c, values, remove);
  // Hono's middleware, applied to the response as it leaves (its `next` has run above).
  await (getEnv().hsts ? withHsts : withoutHsts)(c, async () => {});
};

/** The HSTS header, sent only with HSTS=true (the site may be served without TLS in front). */
const HSTS = 'max-age=31536000; includeSubDomains';

const PERMISSIONS = {
  accelerometer: [],
  camera: [],
  geolocation: [],
  gyroscope: [],
  magnetometer: [],
  microphone: [],
  payment: [],
  usb: [],
  // Not in Hono's list of features any more; the site has always sent it.
  interestCohort: [],
};

/** Hono's secure-headers with the site's values: only the headers named here, nothing more. */
const siteSecureHeaders = (hsts: boolean) =>
  secureHeaders({
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'SAMEORIGIN',
    permissionsPolicy: PERMISSIONS,
    strictTransportSecurity: hsts ? HSTS : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
const withHsts = siteSecureHeaders(true);
const withoutHsts = siteSecureHeaders(false);

/**
 * The headers Hono's secure-headers sets (above), as plain values, for the responses the door
 * prepares (step 0). The tests hold the two equal.
 */
const ALWAYS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
} as const;

/**
 * The security headers to set on a response with this status, given whether it says how it
 * may be cached and whether it has a policy of its own. A 304 gets no policy (and must lose
 * one it has).
 */
export function securityHeaderValues(
  status: number,
  hasCacheControl: boolean,
  hasPolicy: boolean,
): Record<string, string> {
  const env = getEnv();
  const headers: Record<string, string> = { ...ALWAYS };
  if (env.hsts) headers['strict-transport-security'] = HSTS;
  if (!hasCacheControl) headers['cache-control'] = CACHE_CONTROL.noStore;
  if (status !== 304 && !hasPolicy) {
    headers['content-security-policy'] = contentSecurityPolicy(env, null);
  }
  return headers;
}

/** Step 2's headers on a prepared response's plain headers (the door, step 0). */
export function addSecurityHeaders(status: number, headers: Record<string, string>): void {
  Object.assign(
    headers,
    securityHeaderValues(status, 'cache-control' in headers, 'content-security-policy' in headers),
  );
}
