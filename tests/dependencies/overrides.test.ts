import { createRequire } from 'node:module';
import { parseSetCookie, stringifyCookie } from 'cookie';
import { getIronSession } from 'iron-session';
import { describe, expect, it } from 'vitest';

// package.json `overrides` (decision 051): iron-session is handed the site's `cookie` 1 instead of
// its own 0.7, and @vanilla-extract/css the site's `lru-cache` 11 instead of its own 10. Each
// test loads the dependant as Node does in production and runs the code that calls the library.

const siteRequire = createRequire(import.meta.url);
/** The file a package's `require(name)` loads. */
const resolvedFrom = (dependant: string, name: string): string =>
  createRequire(siteRequire.resolve(dependant)).resolve(name);

describe('iron-session on cookie 1', () => {
  const options = { cookieName: 'probe', password: 'p'.repeat(32) };

  it('loads the same cookie module as the site', () => {
    expect(resolvedFrom('iron-session', 'cookie')).toBe(siteRequire.resolve('cookie'));
  });

  it('seals a session into a Set-Cookie and unseals it from a Cookie header (first exact name)', async () => {
    const res = new Response();
    const session = await getIronSession<{ n?: number }>(new Request('https://x/'), res, options);
    session.n = 7;
    await session.save(); // cookie's serialize
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^probe=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );

    const { name, value } = parseSetCookie(setCookie);
    const sent = `probe2=x; ${stringifyCookie({ [name]: value ?? '' })}; probe=forged; a==b`;
    const again = await getIronSession<{ n?: number }>(
      new Request('https://x/', { headers: { cookie: sent } }), // cookie's parse
      new Response(),
      options,
    );
    expect(again.n).toBe(7);
  });

  it('reads a forged or missing cookie as an empty session, and destroy clears it', async () => {
    for (const cookie of ['probe=forged', 'probe=%E0%A4%A', `x=${'y'.repeat(20_000)}`, '']) {
      const res = new Response();
      const session = await getIronSession<{ n?: number }>(
        new Request('https://x/', { headers: { cookie } }),
        res,
        options,
      );
      expect(session.n).toBeUndefined();
      session.destroy();
      expect(res.headers.get('set-cookie')).toBe(
        'probe=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
      );
    }
  });
});

describe('@vanilla-extract/css on lru-cache 11', () => {
  it('loads the same lru-cache module as the site', () => {
    expect(resolvedFrom('@vanilla-extract/css', 'lru-cache')).toBe(
      siteRequire.resolve('lru-cache'),
    );
  });

  it('names a debug class from its file, memoised in the cache', async () => {
    const { generateIdentifier } = await import('@vanilla-extract/css');
    const { setFileScope, endFileScope } = await import('@vanilla-extract/css/fileScope');
    setFileScope('src/components/Probe/Probe.css.ts');
    try {
      const first = generateIdentifier('box'); // the cache's set
      const second = generateIdentifier('box'); // its get
      expect(first).toMatch(/^Probe_box__/);
      expect(second).toMatch(/^Probe_box__/);
      expect(second).not.toBe(first);
    } finally {
      endFileScope();
    }
  });
});
