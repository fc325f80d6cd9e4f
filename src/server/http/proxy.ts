import { isIP } from 'node:net';
import { getEnv } from '../env.ts';
import { getRequestContext } from '../request-context.ts';

// What a proxy in front may tell us (decision 013). X-Forwarded-For, -Host and -Proto are
// believed only when TRUSTED_PROXIES says there are proxies in front (default 0: never), so a
// visitor cannot choose the host in canonical URLs, the page-cache key, the origin check of a
// form post, or the address the login limit counts.

/**
 * What these functions read of a request: its URL, method and headers. A Request is one; the
 * page cache's door (pipeline/door.ts) hands over a lighter view of Node's request.
 */
export type RequestLike = {
  readonly url: string;
  readonly method: string;
  readonly headers: { get(name: string): string | null };
};

const bare = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * The visitor's address. Each trusted proxy appends the address it was reached from, so with N
 * of them the client is the Nth entry of X-Forwarded-For from the right; anything further left
 * was written by the client and may be forged.
 */
export function clientIpOf(
  forwardedFor: string | null | undefined,
  socketAddress: string | null | undefined,
  trustedProxies: number,
): string | null {
  if (trustedProxies > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const candidate = hops[hops.length - trustedProxies];
    if (candidate && isIP(bare(candidate))) return bare(candidate);
  }
  return socketAddress && isIP(bare(socketAddress)) ? bare(socketAddress) : null;
}

/** The visitor's address of the request being served (set by the pipeline's first step). */
export const currentClientIp = () => getRequestContext()?.clientIp ?? null;

/** A forwarded header's value as the nearest trusted proxy set it, or null when none is trusted. */
function trusted(req: RequestLike, name: string): string | null {
  if (getEnv().trustedProxies < 1) return null;
  const value = req.headers.get(name);
  return value?.split(',').at(-1)?.trim() || null;
}

/** The host visitors use: the trusted proxy's X-Forwarded-Host, else the Host header. */
export function publicHost(req: RequestLike): string {
  const forwarded = trusted(req, 'x-forwarded-host');
  if (forwarded && /^[\w.-]+(:\d+)?$/.test(forwarded)) return forwarded;
  return req.headers.get('host') ?? new URL(req.url).host;
}

/**
 * Whether visitors reach the site over HTTPS: PUBLIC_ORIGIN's scheme when configured (never a
 * header), else a trusted TLS terminator's word or this connection.
 */
export function isHttps(req: RequestLike): boolean {
  const configured = getEnv().publicOrigin;
  if (configured) return configured.startsWith('https:');
  return trusted(req, 'x-forwarded-proto') === 'https' || new URL(req.url).protocol === 'https:';
}

/**
 * The origin visitors see, for canonical URLs, og:url, the page-cache key and the session
 * cookie's `Secure`: PUBLIC_ORIGIN when configured, else what a trusted proxy or the request says.
 */
export function publicOrigin(req: RequestLike): string {
  const configured = getEnv().publicOrigin;
  if (configured) return configured;
  const forwarded = trusted(req, 'x-forwarded-host');
  if (forwarded && /^[\w.-]+(:\d+)?$/.test(forwarded)) {
    return `${isHttps(req) ? 'https' : 'http'}://${forwarded}`;
  }
  return new URL(req.url).origin;
}
