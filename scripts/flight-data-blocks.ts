import { ssrPatches } from './ssr-patches.ts';

// The RSC payload of a rendered document travels in data blocks, not in scripts.
//
// Waku (through rsc-html-stream) writes the payload into the document as it streams, one inline
// script per chunk: `<script>(self.__FLIGHT_DATA||=[]).push("…")</script>`, 10 on `/en/contact/`,
// 23 on the sample's content page, 300 on the components overview. Every page is served with the
// same bytes to every visitor (decision 036), so its policy names each inline script by its hash:
// half of the document hashed with SHA-256 on every render (42 of the 112 µs of step 17's pass on
// the content page), and a policy that grew with the payload until a long page overflowed the
// 16 KB of headers Node's HTTP client accepts.
//
// A data block (`<script type="application/json">`) is never run, so the policy needs no hash
// of it; only the bootstrap script that reads them is hashed. The payload is the same JSON
// string, with the `<` of `<!--`, `<script` and `</script` (any case) in JSON's own escape,
// `\u003c`, as React escapes its inline scripts: nothing in a block can end it or change how the
// parser reads what follows, and no genuine block or bootstrap holds the text `<script`, which
// step 17 relies on (csp.ts, `renderedScripts`).
// Bytes that are not UTF-8 keep rsc-html-stream's base64 (`data-rsc="base64"`).
//
// Waku's bootstrap (its stand-in for the first RSC fetch) read the pushes as they came and closed
// its stream at DOMContentLoaded; it now reads the blocks at that moment. The page is sent whole
// (step 17 takes its hashes), and hydration starts after the first frame
// (scripts/hydration-patches.ts), so it does not start later than before.
//
// The policy no longer guards the payload, so where a block stands does. A pushing script that
// got into the page past the rich-text sanitizer was refused by the policy; a data block would be
// read as payload (a client component's script address, say). So the bootstrap reads only the
// unbroken run of blocks that follows it: the document's own HTML, the CMS's included, ends
// before the bootstrap, and after it comes nothing but the payload. A page that streamed HTML
// after the bootstrap (a Suspense boundary) would break the run and fail to hydrate, visibly,
// rather than read blocks from the markup.
//
// Each patch fails the build when the code it changes is no longer there (after an upgrade).

/** rsc-html-stream 0.0.7's write of a chunk that is not UTF-8: a base64 expression. */
const BYTES_CHUNK =
  'writeChunk(`Uint8Array.from(atob(${base64}), m => m.codePointAt(0))`, controller, nonce);';

/** rsc-html-stream 0.0.7's script of one payload chunk. */
const CHUNK_SCRIPT = `function writeChunk(chunk, controller, nonce) {
  controller.enqueue(encoder.encode(\`<script\${nonce ? \` nonce="\${nonce}"\` : ""}>\${escapeScript(\`(self.__FLIGHT_DATA||=[]).push(\${chunk})\`)}</script>\`));
}`;

/** The data block of one chunk: its JSON string (or base64 of its bytes), escaped. */
const CHUNK_DATA_BLOCK = `function writeChunk(json, controller, nonce, base64) {
  controller.enqueue(encoder.encode(\`<script type="application/json" data-rsc\${base64 ? '="base64"' : ''}>\${json.replace(/<(!--|\\/?script)/gi, '\\\\u003c$1')}</script>\`));
}`;

/** Waku 0.27's bootstrap: the stand-in for the first RSC fetch, from its start to its close. */
const WAKU_STREAM = `    const d = (self.__FLIGHT_DATA ||= []);
    const t = new TextEncoder();
    const f = (s) => c.enqueue(typeof s === 'string' ? t.encode(s) : s);
    d.forEach(f);
    d.length = 0;
    d.push = f;
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => c.close());
    } else {
      c.close();
    }`;

/**
 * The same, reading the payload's data blocks: the run of them that follows the bootstrap script
 * itself, as rsc-html-stream writes them after the document's HTML. A block anywhere else (markup
 * that got past the rich-text sanitizer sits in the page before the bootstrap) is never read: the
 * policy does not guard data blocks, so their place must.
 *
 * Markup can also name an element after a property of `document` (`<img name="currentScript">`,
 * "DOM clobbering"), so the document's own properties are read through `Document.prototype` and
 * `EventTarget.prototype`, which no element can shadow, and `self.__FLIGHT_DATA` (the pushes,
 * still written by the dev server, whose rsc-html-stream is not patched) must be an array. A
 * block that cannot be read ends the stream with an error instead of leaving it open.
 */
const WAKU_STREAM_FROM_BLOCKS = `    const q = (name) => Object.getOwnPropertyDescriptor(Document.prototype, name).get.call(document);
    const d = Array.isArray(self.__FLIGHT_DATA) ? self.__FLIGHT_DATA : (self.__FLIGHT_DATA = []);
    const t = new TextEncoder();
    const f = (s) => c.enqueue(typeof s === 'string' ? t.encode(s) : s);
    d.forEach(f);
    d.length = 0;
    d.push = f;
    const b = q('currentScript');
    const r = () => {
      try {
        for (let e = b instanceof HTMLScriptElement ? b.nextElementSibling : null; e instanceof HTMLScriptElement && e.matches('script[data-rsc]'); e = e.nextElementSibling) {
          const s = JSON.parse(e.text);
          f(e.dataset.rsc === 'base64' ? Uint8Array.from(atob(s), (m) => m.codePointAt(0)) : s);
        }
        c.close();
      } catch (x) {
        c.error(x);
      }
    };
    if (q('readyState') === 'loading') {
      EventTarget.prototype.addEventListener.call(document, 'DOMContentLoaded', r);
    } else {
      r();
    }`;

/** The code of a module with the patch made, or null when `id` is not the module. */
export function patchFlightData(code: string, id: string, fail: (message: string) => never) {
  if (/rsc-html-stream\/server\.js$/.test(id)) {
    if (!code.includes(BYTES_CHUNK) || !code.includes(CHUNK_SCRIPT))
      fail(`no payload scripts to turn into data blocks in ${id}`);
    return code
      .replace(BYTES_CHUNK, 'writeChunk(base64, controller, nonce, true);')
      .replace(CHUNK_SCRIPT, CHUNK_DATA_BLOCK);
  }
  if (/waku\/dist\/lib\/utils\/ssr\.js$/.test(id)) {
    if (!code.includes(WAKU_STREAM)) fail(`no bootstrap stream to read data blocks into in ${id}`);
    return code.replace(WAKU_STREAM, WAKU_STREAM_FROM_BLOCKS);
  }
  return null;
}

export const flightDataBlocks = () =>
  ssrPatches(
    'kommune:flight-data-blocks',
    ['rsc-html-stream/server.js', 'waku/dist/lib/utils/ssr.js'],
    patchFlightData,
  );
