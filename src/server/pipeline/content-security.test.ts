import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentScripts } from '#src/server/http/csp.ts';
import { log } from '#src/server/log.ts';
import { contentSecurity } from '#src/server/pipeline/content-security.ts';
import { app, request, terminal, useEnv } from './step-app.test-kit.ts';

describe("step 17: a rendered document's policy names its scripts' hashes", () => {
  // Non-ASCII text on both sides of the tags the step rewrites, and in a script's JSON.
  const payload = 'self.__FLIGHT_DATA.push("Børn og unge 😀")';
  const document =
    '<!DOCTYPE html><html lang="da"><head><title>Æblegrød på Ærø</title>' +
    '<link rel="modulepreload" href="/assets/a.js"/></head><body><p>Sådan sorterer du – “affald”</p>' +
    `<script>${payload}</script><p>Ø</p></body></html>`;
  const rendered = terminal((c) => c.html(document));
  const hono = app([contentSecurity], rendered.handle);
  // Sent as it was rendered: the load order is written by the build (scripts/hydration-patches.ts).
  const sent = document;

  it('keeps every character, names the hash of the UTF-8 script in the policy, and takes the ETag of the bytes sent', async () => {
    useEnv({});
    const res = await request(hono, '/side/');
    const html = await res.text();
    expect(html).toBe(sent);
    const hash = createHash('sha256').update(payload, 'utf8').digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(
      `script-src 'sha256-${hash}' 'strict-dynamic' 'self'`,
    );
    const bytes = Buffer.from(sent);
    const validator = documentScripts(bytes.toString('latin1'), bytes).validator;
    expect(res.headers.get('etag')).toBe(`"${validator}"`);
  });

  it('gives a document with two Set-Cookie headers (kept in a Headers object) the same policy and ETag', async () => {
    useEnv({});
    const withCookies = app([contentSecurity], (c) => {
      const res = c.html(document);
      res.headers.append('set-cookie', 'a=1; Path=/');
      res.headers.append('set-cookie', 'b=2; Path=/');
      return res;
    });
    const [plain, cookied] = await Promise.all([
      request(hono, '/side/'),
      request(withCookies, '/side/'),
    ]);
    expect(cookied.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await cookied.text()).toBe(sent);
    for (const name of ['content-security-policy', 'etag'])
      expect(cookied.headers.get(name), name).toBe(plain.headers.get(name));
  });

  it('gives every response of the same document the same policy and ETag (a cache can keep it)', async () => {
    useEnv({});
    const responses = await Promise.all([1, 2].map(() => request(hono, '/side/')));
    const [a, b] = responses.map((r) => [
      r.headers.get('content-security-policy'),
      r.headers.get('etag'),
    ]);
    expect(a).toEqual(b);
    expect(a![0]).not.toContain('nonce-');
  });

  it('names no payload: a long payload in data blocks gives one hash and a short policy', async () => {
    useEnv({});
    // The shape the build writes (scripts/flight-data-blocks.ts): Waku's bootstrap, then one data
    // block per chunk; 300 of them on the components overview, which as scripts made 17 KB.
    const bootstrap = '<script id="_R_">globalThis.__WAKU_HYDRATE__ = true;</script>';
    const block = (i: number) => `<script type="application/json" data-rsc>"${i}:null\\n"</script>`;
    const page = `<!DOCTYPE html><html><head></head><body><main>Oversigt</main>${bootstrap}${Array.from({ length: 300 }, (_, i) => block(i)).join('')}</body></html>`;
    const res = await request(app([contentSecurity], terminal((c) => c.html(page)).handle), '/x/');
    expect(await res.text()).toBe(page);
    const policy = res.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256')
      .update('globalThis.__WAKU_HYDRATE__ = true;')
      .digest('base64');
    expect(policy.match(/'sha256-[^']+'/g)).toEqual([`'sha256-${hash}'`]);
    expect(policy.length).toBeLessThan(2_000);
  });
});

describe('step 17 in production: only the bootstrap runs', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
  const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

  it('names the bootstrap the payload follows, not a script markup brought into the page, and logs it', async () => {
    useEnv({});
    vi.stubEnv('DEV', false);
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    // What a sanitizer bypass in CMS content would put into the page before the bootstrap.
    const page =
      '<!DOCTYPE html><html><head></head><body><main><script>evil()</script></main>' +
      '<script id="_R_">boot()</script><script type="application/json" data-rsc>"0:[]\\n"</script>' +
      '</body></html>';
    const res = await request(app([contentSecurity], terminal((c) => c.html(page)).handle), '/x/');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy.match(/'sha256-[^']+'/g)).toEqual([`'sha256-${sha256('boot()')}'`]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/x/', scripts: 1, bootstrap: true }),
      'inline scripts not written by the app: not allowed to run',
    );
  });
});
