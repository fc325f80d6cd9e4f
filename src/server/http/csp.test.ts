import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, documentScripts, renderedScripts } from '#src/server/http/csp.ts';
import { parseEnv } from '#src/server/env.ts';
import { videoEmbedUrl } from '#src/components/blocks/BlockVideo/video-embed.ts';

const env = parseEnv({
  CMS_API_URL: 'https://cms.example.dk',
  PUBLIC_CONFIG: JSON.stringify({
    consentScriptUrl: 'https://policy.app.cookieinformation.com/uc.js',
    mapTileUrl: 'https://tiles.example.dk/{z}/{x}/{y}.png',
  }),
});

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A document as the pipeline reads it: its UTF-8 bytes as a latin1 string. */
const asBytes = (html: string) => Buffer.from(html, 'utf8').toString('latin1');

describe("a document's scripts", () => {
  it('hashes every inline script, as the browser does, and never what is inside one', () => {
    const payload = '(self.__FLIGHT_DATA||=[]).push("<script>x<\\/script> æøå")';
    const html = asBytes(
      '<html><head><link rel="modulepreload" href="/assets/a.js"/></head><body>' +
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>' +
        `<script>${payload}</script><script id="_R_">b()</script>` +
        '<script type="module">import("/assets/c.js")</script></body></html>',
    );
    const { hashes, external } = documentScripts(html);
    expect(hashes).toEqual([sha256(payload), sha256('b()'), sha256('import("/assets/c.js")')]);
    expect(external).toBe(false);
  });
  it('needs no hash for data blocks (JSON-LD), and names a repeated script once', () => {
    const html = asBytes(
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
        '<script>a()</script><script>a()</script>',
    );
    expect(documentScripts(html).hashes).toEqual([sha256('a()')]);
  });
  it('hashes a script with CR LF line breaks as the parser hands it over (LF)', () => {
    expect(documentScripts('<script>a()\r\nb()\rc()</script>').hashes).toEqual([
      sha256('a()\nb()\nc()'),
    ]);
    // The same with the document's bytes at hand (as step 17 calls it), a script without CR too.
    const html = '<script>a()\r\nb()\rc()</script><script>d()</script>';
    expect(documentScripts(html, Buffer.from(html, 'latin1')).hashes).toEqual([
      sha256('a()\nb()\nc()'),
      sha256('d()'),
    ]);
  });
  it('tells a document with a <script src> apart (it cannot have strict-dynamic)', () => {
    const scripts = documentScripts('<script type="module" src="/@vite/client"></script>');
    expect(scripts).toEqual({ hashes: [], external: true });
    const policy = contentSecurityPolicy(env, scripts, { dev: true });
    expect(policy).toMatch(/script-src 'self' [^;]*'unsafe-eval'/);
    expect(policy).not.toContain('strict-dynamic');
  });
  it('gives no hash to a script React did not write (upper case, odd tag names): it does not run', () => {
    const html = '<SCRIPT>evil()</SCRIPT><scripts>x()</scripts><script\tid="a">ok()</script>';
    expect(documentScripts(html).hashes).toEqual([sha256('ok()')]);
  });
  it("makes a validator of the document's bytes that changes with any byte, in a script or not", () => {
    const page =
      '<p>Affald æ</p><script>a("x")</script><script type="application/ld+json">{}</script><p>Slut</p>';
    const validatorOf = (html: string) => {
      const bytes = Buffer.from(html);
      return documentScripts(bytes.toString('latin1'), bytes).validator;
    };
    const first = validatorOf(page);
    expect(first).toMatch(/^[\w-]{27}$/);
    expect(validatorOf(page)).toBe(first);
    for (const changed of [
      page.replace('Affald', 'Affaldx'),
      page.replace('a("x")', 'a("y")'),
      page.replace('{}', '{ }'),
      page.replace('Slut', 'slut'),
      page.replace('<script>a', '<script >a'),
    ]) {
      expect(validatorOf(changed), changed).not.toBe(first);
    }
    // Without the bytes (a caller with a string only), no validator.
    expect(documentScripts(page).validator).toBeUndefined();
  });

  it('leaves a document without scripts with none allowed', () => {
    expect(documentScripts('<p>hej</p>')).toEqual({ hashes: [], external: false });
    expect(contentSecurityPolicy(env, documentScripts('<p>hej</p>'))).toContain(
      "script-src 'none'",
    );
  });
});

const SCRIPTS = { hashes: [sha256('a()'), sha256('b()')], external: false };

describe('the policy', () => {
  it('runs only the scripts it names by hash, and what they load', () => {
    const policy = contentSecurityPolicy(env, SCRIPTS);
    expect(policy).toContain(
      `script-src ${sha256('a()')} ${sha256('b()')} 'strict-dynamic' 'self'`,
    );
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
  });
  it('names the runtime third parties, the CMS media and the map tiles', () => {
    const policy = contentSecurityPolicy(env, SCRIPTS);
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
    const policy = contentSecurityPolicy(media, SCRIPTS);
    expect(policy).toMatch(/img-src[^;]*http:\/\/media\.intern\.example\.dk/);
    expect(policy).toMatch(/media-src[^;]*http:\/\/media\.intern\.example\.dk/);
  });
  it('frames only the video players, the VIDEO_EMBED_HOSTS and the runtime third parties', () => {
    const frameSrc = (policy: string) =>
      /(?:^|; )frame-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    const without = frameSrc(contentSecurityPolicy(env, SCRIPTS));
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
    expect(frameSrc(contentSecurityPolicy(withHosts, SCRIPTS))).toEqual(
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
    const policy = contentSecurityPolicy(extra, SCRIPTS);
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
    expect(contentSecurityPolicy(env, SCRIPTS)).not.toContain('stats.example.dk');
  });
  it('allows no script at all without scripts, and eval only in development', () => {
    expect(contentSecurityPolicy(env, null)).toContain("script-src 'none'");
    expect(contentSecurityPolicy(env, SCRIPTS, { dev: true })).toContain("'unsafe-eval'");
  });
});

describe("a rendered document's scripts in production: its bootstrap alone", () => {
  const bootstrap = 'globalThis.__WAKU_HYDRATE__ = true;import("/assets/index.js")';
  const block = (json: string) => `<script type="application/json" data-rsc>${json}</script>`;
  const blocks = block('"0:[]\\n"') + block('"1:\\"\\u003cscript\\"\\n"');
  /** A document as React and the build write it, with `page` as its content. */
  const rendered = (page: string, tail = `${blocks}</body></html>`) =>
    `<!DOCTYPE html><html><head><script type="application/ld+json">{}</script></head>` +
    `<body><main>${page}</main><script id="_R_">${bootstrap}</script>${tail}`;
  const scriptsOf = (html: string) => {
    const bytes = Buffer.from(html, 'utf8');
    return renderedScripts(bytes.toString('latin1'), bytes);
  };

  it('names the bootstrap that the payload’s blocks follow, and nothing else', () => {
    const scripts = scriptsOf(rendered('<p>Affald</p>'));
    expect(scripts).toMatchObject({ hashes: [sha256(bootstrap)], bootstrap: true, untrusted: 0 });
    // A strong validator of the bytes: another byte anywhere gives another.
    expect(scripts.validator).toMatch(/^[\w-]{27}$/);
    expect(scriptsOf(rendered('<p>Affalt</p>')).validator).not.toBe(scripts.validator);
  });

  it('finds it with the end tags anywhere among the blocks (a chunk split them), or with no payload', () => {
    const split = `</body>${block('"0:[]\\n"')}</html>${block('"1:[]\\n"')}`;
    expect(scriptsOf(rendered('', split)).hashes).toEqual([sha256(bootstrap)]);
    expect(scriptsOf(rendered('', '</body></html>')).hashes).toEqual([sha256(bootstrap)]);
  });

  it('names no script that markup brought in, closed or left open to swallow the bootstrap', () => {
    const closed = scriptsOf(rendered('<script>evil()</script>'));
    expect(closed).toMatchObject({ hashes: [sha256(bootstrap)], untrusted: 1 });
    // Left open, the script's text runs to the bootstrap's end tag: it holds `<script`.
    const open = scriptsOf(rendered('<script>evil();'));
    expect(open).toMatchObject({ hashes: [], bootstrap: false });
    // A block left open swallows the bootstrap, so markup's script stands right before the run.
    const blockOpen = scriptsOf(
      rendered('<script>evil()</script><script type="application/json" data-rsc>'),
    );
    expect(blockOpen).toMatchObject({ hashes: [], bootstrap: false });
  });

  it('names nothing when the tail is not the payload’s blocks (HTML after the bootstrap)', () => {
    const after = scriptsOf(rendered('', `<div hidden id="S:0">x</div>${blocks}</body></html>`));
    expect(after).toMatchObject({ hashes: [], bootstrap: false, untrusted: 1 });
    const scriptAfter = scriptsOf(rendered('', `${blocks}<script>evil()</script></body></html>`));
    expect(scriptAfter.hashes).not.toContain(sha256(bootstrap));
    expect(scriptAfter.hashes).not.toContain(sha256('evil()'));
  });
});
