import { describe, expect, it } from 'vitest';
import { documentScripts } from '#src/server/http/csp.ts';
import { applyEdits, withEdits } from '#src/server/http/document-edits.ts';
import { flightScriptJoins } from '#src/server/http/flight-scripts.ts';

// Waku 0.27's payload writer (rsc-html-stream): each chunk a script, a JSON string or, for bytes
// that are not UTF-8, a Uint8Array made from base64; `<!--` and `</script` (any case) escaped.
const escapeScript = (script: string) =>
  script.replace(/<!--/g, '<\\!--').replace(/<\/(script)/gi, '</\\$1');
const script = (chunk: string) =>
  `<script>${escapeScript(`(self.__FLIGHT_DATA||=[]).push(${chunk})`)}</script>`;
const push = (chunk: string) => script(JSON.stringify(chunk));
const pushBytes = (bytes: number[]) =>
  script(
    `Uint8Array.from(atob(${JSON.stringify(btoa(String.fromCodePoint(...bytes)))}), m => m.codePointAt(0))`,
  );

// As Waku 0.27 writes a document: a bootstrap script, then the payload in chunks, some of them
// after other markup; a chunk may hold `<script`, `</SCRIPT` and `<!--` as text (a fragment's
// HTML), and one may be bytes.
const document = [
  '<!DOCTYPE html><html><head></head><body><main>Affald</main>',
  '<script id="_R_">globalThis.__WAKU_HYDRATE__ = true;import("/assets/c.js")</script>',
  push('0:["$","div"]\n'),
  push('1:T20,<script>x</script><!-- y --></SCRIPT>'),
  pushBytes([0xff, 0x00, 0x41]),
  push('2:"æøå 🍏"\n'),
  '<div hidden id="S:0">late</div>',
  push('3:["$L1"]\n'),
  push('4:null\n'),
  '</body></html>',
].join('');

describe('joining the payload scripts', () => {
  it('makes one script of each run of payload scripts, the same statements in the same order', () => {
    const joined = withEdits(document, flightScriptJoins(document));
    expect(joined.match(/<script>\(self\.__FLIGHT_DATA/g)).toHaveLength(2);
    const pushed: unknown[] = [];
    const self = { __FLIGHT_DATA: pushed };
    for (const [, text] of joined.matchAll(/<script>(\(self\.__FLIGHT_DATA[\s\S]*?)<\/script>/g)) {
      new Function('self', text!)(self);
    }
    expect(pushed).toEqual([
      '0:["$","div"]\n',
      '1:T20,<script>x</script><!-- y --></SCRIPT>',
      new Uint8Array([0xff, 0x00, 0x41]),
      '2:"æøå 🍏"\n',
      '3:["$L1"]\n',
      '4:null\n',
    ]);
    // The joins are at the seams only: no `</script` or `<!--` opens inside the joined text.
    expect(joined).not.toMatch(/<script>\(self[^]*?(<!--|<\/script[^>])/i);
    // The bootstrap script and the markup between the runs are left as they are.
    expect(joined).toContain(
      '<script id="_R_">globalThis.__WAKU_HYDRATE__ = true;import("/assets/c.js")</script>',
    );
    expect(joined).toContain('</script><div hidden id="S:0">late</div><script>');
    expect(documentScripts(joined).hashes).toHaveLength(3);
  });

  it('gives the same bytes on the document as on its string, multi-byte text included', () => {
    const bytes = Buffer.from(document);
    const html = bytes.toString('latin1');
    const out = applyEdits(bytes, flightScriptJoins(html));
    expect(out.equals(Buffer.from(withEdits(html, flightScriptJoins(html)), 'latin1'))).toBe(true);
    expect(out.toString('utf8')).toContain('æøå 🍏');
  });

  it('leaves a document without payload scripts as it is', () => {
    expect(flightScriptJoins('<p>hej</p><script>a()</script><script>b()</script>')).toEqual([]);
  });
});
