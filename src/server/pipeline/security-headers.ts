import { type MiddlewareHandler } from 'hono';
import { contentSecurityPolicy } from '../http/csp.ts';
import { CACHE_CONTROL } from '../http/cache-control.ts';
import { headerOf } from '../http/answers.ts';
import { getEnv } from '../env.ts';
import { hasCompleteHeaders, setAnswerHeaders } from './response.ts';

/**
 * 2. Security headers on every answer. HTML the app rendered carries its own hash-based
 * Content-Security-Policy (step 17); everything else gets the policy that allows no script.
 * A 304 carries none: the client keeps the policy that came with its stored copy.
 * Anything that did not say how it may be cached is not stored. An answer from the page cache
 * already has them (step 8 adds them with {@link securityHeaderValues}).
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (hasCompleteHeaders()) return;
  const { status } = c.res;
  const headers = securityHeaderValues(
    status,
    headerOf(c.res, 'cache-control') !== null,
    headerOf(c.res, 'content-security-policy') !== null,
  );
  setAnswerHeaders(c, headers, status === 304 ? ['content-security-policy'] : []);
};

const ALWAYS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
} as const;

/**
 * The security headers to set on an answer with this status, given whether it says how it
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
  if (env.hsts) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  if (!hasCacheControl) headers['cache-control'] = CACHE_CONTROL.noStore;
  if (status !== 304 && !hasPolicy) {
    headers['content-security-policy'] = contentSecurityPolicy(env, null);
  }
  return headers;
}
