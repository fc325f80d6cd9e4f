import { describe, expect, it } from 'vitest';
import { addNonce, contentSecurityPolicy, createNonce } from '#src/server/http/csp.ts';
import { parseEnv } from '#src/server/env.ts';

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
  it('allows no script at all without a nonce, and eval only in development', () => {
    expect(contentSecurityPolicy(env, null)).toContain("script-src 'none'");
    expect(contentSecurityPolicy(env, 'n', { dev: true })).toContain("'unsafe-eval'");
  });
});
