import { describe, expect, it } from 'vitest';
import { applyEdits, withEdits } from '#src/server/http/document-edits.ts';
import { bootstrapEdits, preloadEdits } from '#src/server/http/hydration.ts';

// The rewrites as strings, for reading: step 17 makes the same edits on the bytes.
const hydrateAfterFirstPaint = (html: string) => withEdits(html, bootstrapEdits(html));
const lowPriorityModulePreloads = (html: string) => withEdits(html, preloadEdits(html));

// The shape Waku 0.27.5 renders: module preloads in the head, the RSC payload and the bootstrap
// script in the body.
const document = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/assets/a.css" data-precedence="x"/>',
  '<link rel="modulepreload" href="/assets/client-1.js" crossorigin=""/>',
  '<link rel="modulepreload" fetchpriority="high" href="/assets/chosen.js"/>',
  '</head><body><main>Affald</main>',
  '<script>(self.__FLIGHT_DATA||=[]).push("<link rel=\\"modulepreload\\">")</script>',
  '<script id="_R_">',
  '    globalThis.__WAKU_HYDRATE__ = true;',
  '    globalThis.__WAKU_PREFETCHED__ = {};',
  '  import("/assets/client-1.js")</script>',
  '</body></html>',
].join('\n');

describe('lowPriorityModulePreloads', () => {
  const out = lowPriorityModulePreloads(document);

  it('puts the module preloads of the head at low priority', () => {
    expect(out).toContain(
      '<link fetchpriority="low" rel="modulepreload" href="/assets/client-1.js" crossorigin=""/>',
    );
  });

  it('leaves stylesheets, a chosen priority and everything after the head alone', () => {
    expect(out).toContain('<link rel="stylesheet" href="/assets/a.css" data-precedence="x"/>');
    expect(out).toContain(
      '<link rel="modulepreload" fetchpriority="high" href="/assets/chosen.js"/>',
    );
    expect(out.slice(out.indexOf('</head>'))).toBe(document.slice(document.indexOf('</head>')));
  });

  it('leaves a document without a head as it is', () => {
    expect(lowPriorityModulePreloads('<p>x</p>')).toBe('<p>x</p>');
  });
});

describe('hydrateAfterFirstPaint', () => {
  it("starts Waku's bootstrap import a frame after the first paint", () => {
    const out = hydrateAfterFirstPaint(document);
    expect(out).toContain(
      'requestAnimationFrame(() => setTimeout(() => import("/assets/client-1.js")))',
    );
    expect(out).not.toMatch(/\n\s*import\("\/assets\/client-1\.js"\)<\/script>/);
  });

  it('leaves a bootstrap of another shape alone', () => {
    const other = '<script>import("/assets/client-1.js")</script>';
    expect(hydrateAfterFirstPaint(other)).toBe(other);
  });
});

describe('the rewrites as edits of the bytes, as step 17 makes them', () => {
  it('give the bytes of both string rewrites, with multi-byte text before and between them', () => {
    const utf8 = Buffer.from(document.replace('<main>Affald</main>', '<main>Æbler – 🍏 ø</main>'));
    const html = utf8.toString('latin1'); // one character per byte, as step 17 reads it
    const expected = Buffer.from(lowPriorityModulePreloads(hydrateAfterFirstPaint(html)), 'latin1');
    const out = applyEdits(utf8, [...preloadEdits(html), ...bootstrapEdits(html)]);
    expect(out.equals(expected)).toBe(true);
    expect(out.toString('utf8')).toContain('<main>Æbler – 🍏 ø</main>');
    expect(out.toString('utf8')).toContain(
      'requestAnimationFrame(() => setTimeout(() => import("/assets/client-1.js")))',
    );
  });

  it('leave a document they do not recognise as it is', () => {
    const other = Buffer.from('<p>hej</p>');
    const html = other.toString('latin1');
    expect(applyEdits(other, [...preloadEdits(html), ...bootstrapEdits(html)]).equals(other)).toBe(
      true,
    );
  });
});
