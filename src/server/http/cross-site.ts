import type { Context } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { publicHost } from './proxy.ts';

// Posts from another site, refused by Hono's csrf with the site's rules (decision 056).

/** The host of an Origin header, or null (`Origin: null`, or not a URL). */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Hono's csrf: a browser's post passes when `Sec-Fetch-Site` says it came from this site (or from
 * the visitor's own hand: `none`), or when its `Origin` is the host visitors use (publicHost: a
 * proxy's X-Forwarded-Host only when trusted). It judges the bodies a browser may send to another
 * site without asking first (a form: urlencoded, multipart, text/plain); any other type needs a
 * preflight this site never allows.
 */
const honoCsrf = csrf({
  secFetchSite: ['same-origin', 'none'],
  origin: (origin, c) => hostOf(origin) === publicHost(c.req.raw),
});

/**
 * Whether the request may go on: not a post from another site. A client that sends neither
 * `Origin` nor `Sec-Fetch-Site` is no browser carrying a visitor's cookies, and passes.
 */
export async function isSameSite(c: Context): Promise<boolean> {
  if (c.req.header('origin') === undefined && c.req.header('sec-fetch-site') === undefined) {
    return true;
  }
  try {
    await honoCsrf(c, async () => {});
    return true;
  } catch (err) {
    if (err instanceof HTTPException && err.status === 403) return false;
    throw err;
  }
}
