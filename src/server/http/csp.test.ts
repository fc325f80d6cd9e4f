import { describe, expect, it } from 'vitest';
import {
  addNonce,
  contentSecurityPolicy,
  createNonce,
  NONCE_LENGTH,
  nonceOfPolicy,
  nonceOffsets,
  renewPolicyNonce,
} from '#src/server/http/csp.ts';
import { parseEnv } from '#src/server/env.ts';
import { videoEmbedUrl } from '#src/components/blocks/BlockVideo/video-embed.ts';

const env = parseEnv({
  CMS_API_URL: 'https://cms.example.dk',
  PUBLIC_CONFIG: JSON.stringify({
    consentScriptUrl: 'https://policy.app.cookieinformation.com/uc.js',
    mapTileUrl: 'https://tiles.example.dk/{z}/{x}/{y}.png',
  }),
});

describe('nonces', () => {
  it('are fresh and unguessable', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });
  it('go on every script and module preload, never inside a script', () => {
    const html =
      '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/>' +
      '<script type="module" src="/assets/i.js" async=""></script></head><body>' +
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>' +
      '<script>(self.__FLIGHT_DATA||=[]).push("<script>x<\\/script>")</script>' +
      '<script>b()</script></body></html>';
    const out = addNonce(html, 'N');
    expect(out.match(/<script nonce="N"/g)).toHaveLength(3);
    expect(out).toContain('<link nonce="N" rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet"');
    expect(out).toContain('push("<script>x<\\/script>")'); // the payload text is untouched
    expect(out).toContain('<p>&lt;script&gt;');
  });
  it('leaves a document without scripts as it is', () => {
    expect(addNonce('<p>hej</p>', 'N')).toBe('<p>hej</p>');
  });
  it('are all as long, so a stored one can be overwritten in place', () => {
    for (let i = 0; i < 50; i++) expect(createNonce()).toHaveLength(NONCE_LENGTH);
  });
});

describe('renewing the nonce of a stored document (the page cache)', () => {
  it('reads and replaces the nonce of a policy', () => {
    const policy = contentSecurityPolicy(env, 'a+b/c==');
    expect(nonceOfPolicy(policy)).toBe('a+b/c==');
    expect(nonceOfPolicy(contentSecurityPolicy(env, null))).toBeNull();
    expect(nonceOfPolicy(null)).toBeNull();
    const renewed = renewPolicyNonce(policy, 'a+b/c==', 'NEW');
    expect(renewed).toContain("script-src 'nonce-NEW' 'strict-dynamic'");
    expect(renewed).toBe(contentSecurityPolicy(env, 'NEW'));
  });
  it('finds the nonce in the attributes addNonce wrote, as byte offsets, and nowhere else', () => {
    const nonce = createNonce();
    const html = addNonce(
      `<p>æøå ${nonce}</p><script src="/a.js"></script><script>x("nonce=\\"${nonce}\\"")</script>`,
      nonce,
    );
    const bytes = new TextEncoder().encode(html);
    const offsets = nonceOffsets(bytes, nonce);
    expect(offsets).toHaveLength(2);
    for (const at of offsets) {
      expect(new TextDecoder().decode(bytes.subarray(at - 7, at + NONCE_LENGTH + 1))).toBe(
        `nonce="${nonce}"`,
      );
    }
  });
});

describe('the policy', () => {
  it('runs only scripts with the nonce, and what they load', () => {
    const policy = contentSecurityPolicy(env, 'abc');
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
  });
  it('names the runtime third parties, the CMS media and the map tiles', () => {
    const policy = contentSecurityPolicy(env, 'abc');
    for (const host of [
      'https://*.cookieinformation.com',
      'https://*.monsido.com',
      'https://*.cludo.com',
    ]) {
      expect(policy).toMatch(new RegExp(`connect-src[^;]*${host.replace(/[.*]/g, '\\$&')}`));
    }
    expect(policy).toMatch(/img-src[^;]*https:\/\/cms\.example\.dk/);
    expect(policy).toMatch(/img-src[^;]*https:\/\/tiles\.example\.dk/);
  });
  it('allows images and media from MEDIA_BASE_URL when it is not the backend (on plain http too)', () => {
    const media = parseEnv({
      CMS_API_URL: 'https://cms.example.dk',
      MEDIA_BASE_URL: 'http://media.intern.example.dk',
    });
    const policy = contentSecurityPolicy(media, 'abc');
    expect(policy).toMatch(/img-src[^;]*http:\/\/media\.intern\.example\.dk/);
    expect(policy).toMatch(/media-src[^;]*http:\/\/media\.intern\.example\.dk/);
  });
  it('frames only the video players, the VIDEO_EMBED_HOSTS and the runtime third parties', () => {
    const frameSrc = (policy: string) =>
      /(?:^|; )frame-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    const without = frameSrc(contentSecurityPolicy(env, 'abc'));
    expect(without).not.toContain('https:');
    expect(without).not.toContain('*');
    expect(without).toEqual(expect.arrayContaining(["'self'", 'https://*.cookieinformation.com']));
    // Every player the site builds is on an origin the policy names.
    for (const video of [
      { provider: 'youtube', videoId: 'Xk3mP9qLw2E', channelId: null },
      { provider: 'vimeo', videoId: '824804225', channelId: null },
      { provider: 'dreambroker', videoId: 'k3n9xq2w', channelId: 'r8f2k1xq' },
    ] as const) {
      expect(without).toContain(new URL(videoEmbedUrl(video)!).origin);
    }
    expect(without.join(' ')).not.toContain('video.example-kommune.dk');
    const withHosts = parseEnv({
      CMS_API_URL: 'https://cms.example.dk',
      VIDEO_EMBED_HOSTS: 'video.example-kommune.dk, Medier.Example-Kommune.dk.',
    });
    expect(frameSrc(contentSecurityPolicy(withHosts, 'abc'))).toEqual(
      expect.arrayContaining([
        'https://video.example-kommune.dk',
        'https://medier.example-kommune.dk',
      ]),
    );
  });
  it('adds the CSP_EXTRA_HOSTS to what the third parties may do, and to nothing else', () => {
    const directive = (policy: string, name: string) =>
      policy
        .split('; ')
        .find((d) => d.startsWith(`${name} `))
        ?.split(' ')
        .slice(1) ?? [];
    const extra = parseEnv({
      CMS_API_URL: 'https://cms.example.dk',
      CSP_EXTRA_HOSTS: 'https://stats.Example.dk/, https://*.chat.example.dk:8443',
    });
    const policy = contentSecurityPolicy(extra, 'abc');
    for (const name of ['script-src', 'style-src', 'connect-src', 'frame-src']) {
      expect(directive(policy, name)).toEqual(
        expect.arrayContaining(['https://stats.example.dk', 'https://*.chat.example.dk:8443']),
      );
    }
    for (const name of [
      'default-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]) {
      expect(directive(policy, name).join(' ')).not.toContain('example.dk');
    }
    expect(contentSecurityPolicy(env, 'abc')).not.toContain('stats.example.dk');
  });
  it('allows no script at all without a nonce, and eval only in development', () => {
    expect(contentSecurityPolicy(env, null)).toContain("script-src 'none'");
    expect(contentSecurityPolicy(env, 'n', { dev: true })).toContain("'unsafe-eval'");
  });
});
