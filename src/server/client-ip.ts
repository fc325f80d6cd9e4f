import { isIP } from 'node:net';

// The visitor's address. X-Forwarded-For is believed only as far as TRUSTED_PROXIES says: each
// trusted proxy appends the address it was reached from, so with N of them the client is the
// Nth entry from the right. Anything further left was written by the client and may be forged.

const bare = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

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
