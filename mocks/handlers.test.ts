import { describe, expect, it } from 'vitest';
import { CMS } from '#tests/support/setup.ts';
import { PREVIEW_THROWS, previewId } from './handlers.ts';
import { hasBackofficeCookie } from './handlers/get-data.ts';

// The sample backend's preview rule is Limbo.Umbraco.Spa's `SpaRequestHelper.TryGetPreviewId`.

describe('previewId: the package’s TryGetPreviewId', () => {
  it('reads any url containing /umbraco/preview/ with an integer after its first `=`', () => {
    expect(previewId('/umbraco/preview/?id=1234')).toBe(1234);
    expect(previewId('/x/umbraco/preview/=1234=/')).toBe(1234);
    expect(previewId('/a/umbraco/preview/b?c= 1234 ')).toBe(1234);
    // int.TryParse takes a sign, and nothing checks the id there.
    expect(previewId('/umbraco/preview/?id=-7')).toBe(-7);
    expect(previewId('/umbraco/preview/?id=+0')).toBe(0);
    // Not an integer after the first `=`: only the numeric forms are left, which do not match.
    expect(previewId('/umbraco/preview/?id=1234&x=/')).toBeNull();
    expect(previewId('/umbraco/preview/?id=abc')).toBeNull();
    expect(previewId('/umbraco/preview/?id=99999999999')).toBeNull();
    expect(previewId('/x/umbraco/preview=1234')).toBeNull();
    expect(previewId('/UMBRACO/PREVIEW/?id=1234')).toBeNull();
    // No `=` at all: `Split('=')[1]` throws.
    expect(previewId('/x/umbraco/preview/')).toBe(PREVIEW_THROWS);
  });

  it('reads /N.aspx and /N (trailing slashes trimmed, the query ignored) with N > 0', () => {
    expect(previewId('/1234.aspx')).toBe(1234);
    expect(previewId('/1234/')).toBe(1234);
    expect(previewId('/1234//?a=b')).toBe(1234);
    expect(previewId('/1234.aspx/')).toBe(1234);
    expect(previewId('/01234')).toBe(1234);
    // .NET's `$` matches before a final newline.
    expect(previewId('/1234\n')).toBe(1234);
    expect(previewId('/0')).toBeNull();
    expect(previewId('/99999999999')).toBeNull();
    expect(previewId('/x/1234/')).toBeNull();
    expect(previewId('/1234.ASPX')).toBeNull();
    expect(previewId('/borger/')).toBeNull();
    // An empty segment first: neither pattern matches (the app's spelling of the page at /1234/).
    expect(previewId('//1234/')).toBeNull();
  });
});

describe('the sample backend’s preview answers', () => {
  const getData = (url: string, cookie?: string) =>
    fetch(`${CMS}/umbraco/api/spa/getdata/?url=${encodeURIComponent(url)}&parts=content`, {
      headers: cookie ? { cookie } : {},
    });

  it('serves the draft of /x/umbraco/preview/=1234=/ with the back-office cookie, else 401', async () => {
    for (const url of ['/x/umbraco/preview/=1234=/', '/umbraco/preview/?id=1234', '/1234/']) {
      const editor = await getData(url, 'UMB_UCONTEXT=editor');
      expect(editor.status, url).toBe(200);
      expect(editor.headers.get('cache-control')).toBe('no-store');
      const body = (await editor.json()) as { content: { intro: { title: string } } };
      expect(body.content.intro.title, url).toBe('Parkering (kladde)');
      const anonymous = await getData(url);
      expect(anonymous.status, url).toBe(401);
      expect(anonymous.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers a bare 500 for a /umbraco/preview/ url without `=` (the package throws)', async () => {
    expect((await getData('/x/umbraco/preview/', 'UMB_UCONTEXT=editor')).status).toBe(500);
  });

  it('routes //2030/ to the page at /2030/ as Umbraco does (empty segments dropped); /2030/ is node 2030', async () => {
    const title = async (res: Response) =>
      ((await res.json()) as { content: { intro: { title: string } } }).content.intro.title;
    const page = await getData('//2030/');
    expect(page.status).toBe(200);
    expect(await title(page)).toBe('Vision 2030');
    expect((await getData('/2030/')).status).toBe(401);
    expect(await title(await getData('/2030/', 'UMB_UCONTEXT=editor'))).toBe(
      'Vision 2030 (kladde)',
    );
  });
});

describe('the example pictures the blocks’ samples point to', () => {
  it('serves the app’s own pictures by name, and nothing else', async () => {
    const ok = await fetch(`${CMS}/eksempelbilleder/raadhuset.svg`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/svg+xml');
    expect(await ok.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    for (const name of [
      'ukendt.svg',
      '..%2Fraadhuset.svg',
      '..%2F..%2Fpackage.json',
      'raadhuset.svg%00',
    ]) {
      const res = await fetch(`${CMS}/eksempelbilleder/${name}`);
      expect(res.status, name).toBe(404);
    }
  });
});

describe('hasBackofficeCookie: the sample backend reads the Cookie header with the cookie library', () => {
  it('wants a value in the first UMB_UCONTEXT of the exact name', () => {
    const logins = [
      'a=1; UMB_UCONTEXT=x',
      ' UMB_UCONTEXT = x=y%ZZ ',
      `${'a=b; '.repeat(50_000)}UMB_UCONTEXT=x`,
    ];
    expect(logins.map(hasBackofficeCookie)).toEqual([true, true, true]);
    const none = [
      '',
      'UMB_UCONTEXT=',
      'UMB_UCONTEXT; b=1',
      'UMB_UCONTEXT=; UMB_UCONTEXT=x',
      'umb_ucontext=x',
      '\xa0UMB_UCONTEXT=x',
    ];
    expect([null, ...none].map(hasBackofficeCookie)).not.toContain(true);
  });
});
