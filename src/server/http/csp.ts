import { randomBytes } from 'node:crypto';
import { builtPlayerOrigins } from '#src/components/blocks/BlockVideo/video-embed.ts';
import type { Env } from '../env.ts';

// Content-Security-Policy (docs/decisions/008-csp-and-http-caching.md).
//
// Scripts run only with the response's nonce; `'strict-dynamic'` lets those scripts load the
// runtime's third parties (Cookie Information, Monsido, Cludo) and the app's own chunks. The
// host lists are the fallback for browsers without `'strict-dynamic'` and the allow-list for
// what those scripts fetch, style and show.

/**
 * The third-party services the browser runtime loads (their scripts load more from there);
 * CSP_EXTRA_HOSTS adds more without a code change.
 */
const THIRD_PARTY_HOSTS = [
  'https://*.cookieinformation.com',
  'https://*.monsido.com',
  'https://*.cludo.com',
];

// Random bytes are drawn 4 KB at a time, as crypto.randomUUID does: one call per 256 nonces
// (a call each cost more than the rest of a cached answer). Every nonce has bytes of its own.
let entropy = Buffer.alloc(0);
let used = 0;

/** 16 random bytes in base64: always 24 characters, so one nonce can overwrite another. */
export function createNonce(): string {
  if (used + 16 > entropy.length) {
    entropy = randomBytes(4096);
    used = 0;
  }
  used += 16;
  return entropy.toString('base64', used - 16, used);
}

export const NONCE_LENGTH = 24;

/** The nonce a policy admits scripts by, or null. */
export function nonceOfPolicy(policy: string | null | undefined): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy ?? '')?.[1] ?? null;
}

/** `policy` admitting scripts by `fresh` instead of `old`. */
export function renewPolicyNonce(policy: string, old: string, fresh: string): string {
  return policy.replaceAll(`'nonce-${old}'`, `'nonce-${fresh}'`);
}

/**
 * Where `nonce` stands in a document {@link addNonce} gave it to: the byte offsets of the
 * values of its `nonce="…"` attributes. Text can hold no such attribute (React escapes `"`
 * there, JSON in the RSC payload escapes it as `\"`), and content cannot know a nonce made
 * after the page was fetched.
 */
export function nonceOffsets(html: Uint8Array, nonce: string): number[] {
  const body = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const attribute = Buffer.from(` nonce="${nonce}"`);
  const offsets: number[] = [];
  for (let at = body.indexOf(attribute); at !== -1; at = body.indexOf(attribute, at + 1)) {
    offsets.push(at + ' nonce="'.length);
  }
  return offsets;
}

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url.replace(/\{[a-z]\}/g, '0'));
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The policy for an HTML answer; `nonce` null means the page runs no scripts at all. */
export function contentSecurityPolicy(
  env: Pick<
    Env,
    'publicConfig' | 'cmsApiUrl' | 'mediaBaseUrl' | 'videoEmbedHosts' | 'cspExtraHosts'
  >,
  nonce: string | null,
  { dev = false } = {},
): string {
  const config = env.publicConfig;
  const configured = [
    originOf(config.consentScriptUrl),
    originOf(config.monsidoScriptUrl),
    originOf(config.cludo.scriptUrl),
    originOf(config.cludo.cssUrl),
  ].filter((o): o is string => o !== null);
  const thirdParty = [...new Set([...THIRD_PARTY_HOSTS, ...configured, ...env.cspExtraHosts])].join(
    ' ',
  );
  // Images and files come from MEDIA_BASE_URL (ImageSharp), which may differ from CMS_API_URL.
  const media = [
    ...new Set(
      [originOf(env.cmsApiUrl), originOf(env.mediaBaseUrl), originOf(config.mapTileUrl)].filter(
        (o): o is string => o !== null,
      ),
    ),
  ].join(' ');
  // The video players the site builds, the TwentyThree and Skyfish hosts it may frame
  // (VIDEO_EMBED_HOSTS), and the runtime's third parties: no other site is ever framed (decision 027).
  const frames = [
    ...builtPlayerOrigins,
    ...env.videoEmbedHosts.map((host) => `https://${host}`),
    thirdParty,
  ].join(' ');
  const script = nonce
    ? `'nonce-${nonce}' 'strict-dynamic' 'self' ${thirdParty}${dev ? " 'unsafe-eval'" : ''}`
    : "'none'";
  return [
    "default-src 'self'",
    `script-src ${script}`,
    // Inline style attributes (React, the consent banner) and the third parties' stylesheets.
    `style-src 'self' 'unsafe-inline' ${thirdParty}`,
    `img-src 'self' data: blob: https: ${media}`.trimEnd(),
    `media-src 'self' https: ${media}`.trimEnd(),
    "font-src 'self' data: https:",
    `connect-src 'self' ${thirdParty}${dev ? ' ws: wss:' : ''}`,
    // 'self' for the components overview's width frames (decision 020), also on plain HTTP.
    `frame-src 'self' ${frames}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Puts `nonce` on every `<script>` and module preload of a document the app rendered. Script
 * contents are skipped, so text inside a script (the inlined RSC payload) is never touched;
 * everything else React escapes, so `<script` can only be a real tag there.
 */
export function addNonce(html: string, nonce: string): string {
  const attribute = ` nonce="${nonce}"`;
  let out = '';
  let i = 0;
  const tag = /<script(?=[\s>])|<link(?=\s[^>]*rel="modulepreload")/g;
  for (;;) {
    tag.lastIndex = i;
    const match = tag.exec(html);
    if (!match) break;
    const end = match.index + match[0].length;
    out += html.slice(i, end) + attribute;
    i = end;
    if (match[0] === '<script') {
      const close = html.indexOf('</script', i);
      if (close === -1) break;
      out += html.slice(i, close);
      i = close;
    }
  }
  return out + html.slice(i);
}
