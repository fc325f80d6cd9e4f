import { type MiddlewareHandler } from 'hono';
import { contentSecurityPolicy } from '../http/csp.ts';
import { CACHE_CONTROL } from '../http/http-cache.ts';
import { getEnv } from '../env.ts';

/**
 * 2. Security headers on every answer. HTML the app rendered carries its own nonce-based
 * Content-Security-Policy (step 14); everything else gets the policy that allows no script.
 * A 304 carries none, so the client keeps the policy whose nonce matches its stored copy.
 * Anything that did not say how it may be cached is not stored.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  };
  if (getEnv().hsts) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  if (!c.res.headers.has('cache-control')) headers['cache-control'] = CACHE_CONTROL.noStore;
  const csp = c.res.status === 304 || c.res.headers.has('content-security-policy');
  if (!csp) headers['content-security-policy'] = contentSecurityPolicy(getEnv(), null);
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    if (c.res.status === 304) c.res.headers.delete('content-security-policy');
  } catch {
    // Some responses (e.g. from fetch) have immutable headers: copy them once.
    const res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
    c.res = res;
  }
};
