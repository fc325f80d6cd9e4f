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
// string, escaped as rsc-html-stream escapes its scripts but in JSON's own escapes: `</script`
// (any case) as `<\/script` and `<!--` as `\u003c!--`, so that nothing in it can end or change
// the block. The document is as long as before.
// Bytes that are not UTF-8 keep rsc-html-stream's base64 (`data-rsc="base64"`).
//
// Waku's bootstrap (its stand-in for the first RSC fetch) read the pushes as they came and closed
// its stream at DOMContentLoaded; it now reads the blocks, in document order, at that moment. The
// page is sent whole (step 17 takes its hashes), and hydration starts after the first frame
// (scripts/hydration-patches.ts), so it does not start later than before.
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
  controller.enqueue(encoder.encode(\`<script type="application/json" data-rsc\${base64 ? '="base64"' : ''}>\${json.replace(/<!--/g, '\\\\u003c!--').replace(/<\\/(script)/gi, '<\\\\/$1')}</script>\`));
}`;

/** Waku 0.27's bootstrap: the stand-in for the first RSC fetch closes its stream. */
const WAKU_CLOSE = `    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => c.close());
    } else {
      c.close();
    }`;

/** The same, after enqueuing the payload's data blocks in document order. */
const WAKU_READ_BLOCKS_AND_CLOSE = `    const r = () => {
      for (const e of document.querySelectorAll('script[data-rsc]')) {
        const s = JSON.parse(e.text);
        f(e.dataset.rsc === 'base64' ? Uint8Array.from(atob(s), (m) => m.codePointAt(0)) : s);
      }
      c.close();
    };
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', r);
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
    if (!code.includes(WAKU_CLOSE)) fail(`no bootstrap stream to read data blocks into in ${id}`);
    return code.replace(WAKU_CLOSE, WAKU_READ_BLOCKS_AND_CLOSE);
  }
  return null;
}

export const flightDataBlocks = () =>
  ssrPatches(
    'kommune:flight-data-blocks',
    ['rsc-html-stream/server.js', 'waku/dist/lib/utils/ssr.js'],
    patchFlightData,
  );
