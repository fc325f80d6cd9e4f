import { builtPlayerOrigins } from '#src/components/blocks/BlockVideo/video-embed.ts';
import type { Env } from '../env.ts';
import type { DocumentScripts } from './csp-scripts.ts';

export { documentScripts, renderedScripts, type DocumentScripts } from './csp-scripts.ts';

// Content-Security-Policy (docs/decisions/008-csp-and-http-caching.md and
// 036-cache-until-publish.md).
//
// Scripts run only when the policy names their hash: the inline scripts of a rendered document
// are hashed once, when it is rendered, and the policy is kept with the page, so every visitor
// and every shared cache gets the same bytes. `'strict-dynamic'` lets those scripts load the
// app's own chunks and the runtime's third parties (Cookie Information, Monsido, Cludo). The
// host lists are the fallback for browsers without `'strict-dynamic'` and the allow-list for
// what those scripts fetch, style and show. This module builds the policy; csp-scripts.ts finds
// the scripts a document's policy names (their hashes).

/**
 * The third-party services the browser runtime loads (their scripts load more from there);
 * CSP_EXTRA_HOSTS adds more without a code change.
 */
const THIRD_PARTY_HOSTS = [
  'https://*.cookieinformation.com',
  'https://*.monsido.com',
  'https://*.cludo.com',
];

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url.replace(/\{[a-z]\}/g, '0'));
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

type PolicyEnv = Pick<
  Env,
  'publicConfig' | 'cmsApiUrl' | 'mediaBaseUrl' | 'videoEmbedHosts' | 'cspExtraHosts'
>;

/**
 * The policy's parts that depend on the configuration alone, made once per configuration: they
 * cost about 5 µs to make, and every answer without a policy of its own (a payload from the
 * page cache, an API answer) asks for them. The configuration is one object, parsed once; it
 * cannot carry them itself, as env.ts is on the ground floor and may not import http/.
 */
type PolicyParts = { thirdParty: string; rest: string[] };
const partsByEnv = new WeakMap<PolicyEnv, PolicyParts>(); // one per configuration object

function policyParts(env: PolicyEnv): PolicyParts {
  let parts = partsByEnv.get(env);
  if (parts) return parts;
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
  parts = {
    thirdParty,
    rest: [
      // Inline style attributes (React, the consent banner) and the third parties' stylesheets.
      `style-src 'self' 'unsafe-inline' ${thirdParty}`,
      `img-src 'self' data: blob: https: ${media}`.trimEnd(),
      `media-src 'self' https: ${media}`.trimEnd(),
      "font-src 'self' data: https:",
      `connect-src 'self' ${thirdParty}`,
      // 'self' for the components overview's width frames (decision 020), also on plain HTTP.
      `frame-src 'self' ${frames}`,
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ],
  };
  partsByEnv.set(env, parts);
  return parts;
}

/**
 * The policy for an HTML answer; `scripts` null means the page runs no scripts at all. With
 * `dev`, Vite's client may evaluate code and open its socket.
 */
export function contentSecurityPolicy(
  env: PolicyEnv,
  scripts: DocumentScripts | null,
  { dev = false } = {},
): string {
  const { thirdParty, rest } = policyParts(env);
  let script = "'none'";
  if (scripts && (scripts.hashes.length > 0 || scripts.external)) {
    // 'strict-dynamic' ignores 'self' and hosts, so a document with a <script src> (Vite's
    // client in development) goes without it: 'self' then admits that script.
    const sources = [...scripts.hashes];
    if (!scripts.external) sources.push("'strict-dynamic'");
    sources.push("'self'", thirdParty);
    if (dev) sources.push("'unsafe-eval'");
    script = sources.join(' ');
  }
  return [
    "default-src 'self'",
    `script-src ${script}`,
    ...(dev ? rest.map((d) => (d.startsWith('connect-src') ? `${d} ws: wss:` : d)) : rest),
  ].join('; ');
}
