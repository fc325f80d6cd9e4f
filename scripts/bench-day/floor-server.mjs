// bench:day's floor: a bare node:http server, one process, that answers every request with one
// page of the site's size and headers as a cached page would (brotli bytes, the security headers,
// `x-cache: HIT`). Replayed with the same day as the site, its CPU per view is what any Node
// server pays on this machine for a view over a new connection: the part of the site's figure
// that no code of the site can take away (`npm run bench:day`, the `floor` column).
//
// PORT: where it listens (127.0.0.1). FLOOR_BYTES: the body's size (10,240: a content page's
// brotli document); the bytes are random, as compressed bytes look.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
const body = randomBytes(Number(process.env.FLOOR_BYTES ?? 10_240));
/** A cached page's headers, of the site's sizes (the policy is about 1 KB). */
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'br',
  'content-length': String(body.length),
  vary: 'Accept-Encoding, Cookie',
  'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=60',
  etag: `"${randomBytes(16).toString('base64url')}"`,
  'content-security-policy': `default-src 'self'; script-src 'self' ${Array.from(
    { length: 12 },
    () => `'sha256-${randomBytes(32).toString('base64')}'`,
  ).join(' ')}; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'self'`,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
  'x-cache': 'HIT',
};

createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (req.url?.startsWith('/metrics')) {
    // No counters of a page cache here (bench:day reads the sites' misses there).
    res.writeHead(404, { 'content-type': 'text/plain' }).end('none');
    return;
  }
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
}).listen(port, '127.0.0.1');
