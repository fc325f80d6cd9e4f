import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type * as RscHtmlStream from 'rsc-html-stream/server';
import { patchFlightData } from './flight-data-blocks.ts';

// The patches on the modules as installed, run: rsc-html-stream's injection writes data blocks,
// and Waku's bootstrap reads them back into the same bytes. After an upgrade that changed either
// module, these fail before a build does.
const fail = (message: string): never => {
  throw new Error(message);
};
const serverFile = path.resolve('node_modules/rsc-html-stream/server.js');
const wakuFile = path.resolve('node_modules/waku/dist/lib/utils/ssr.js');
const patchedServer = patchFlightData(readFileSync(serverFile, 'utf8'), serverFile, fail)!;
const patchedWaku = patchFlightData(readFileSync(wakuFile, 'utf8'), wakuFile, fail)!;

/** A module's exports, from its patched source. */
async function load<T>(source: string): Promise<T> {
  return (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as T;
}

const stream = (chunks: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      c.close();
    },
  });

/** The document rsc-html-stream writes for an HTML shell and a payload. */
async function inject(html: string, payload: (string | Uint8Array)[]): Promise<string> {
  const { injectRSCPayload } = await load<typeof RscHtmlStream>(patchedServer);
  return new Response(stream([html]).pipeThrough(injectRSCPayload(stream(payload)))).text();
}

/** What Waku's bootstrap, run as the `_R_` script of `document`, reads: the payload's bytes. */
async function bootstrapReads(document: string): Promise<Uint8Array> {
  const { getBootstrapPreamble } = await load<{
    getBootstrapPreamble: (o: { rscPath: string; hydrate: boolean }) => string;
  }>(patchedWaku);
  const window = new Window({ settings: { disableJavaScriptEvaluation: true } });
  window.document.write(document);
  // The bootstrap as the browser runs it: the script being run is `_R_`, and the document is
  // complete (as at DOMContentLoaded). It reads those through Document.prototype, which markup
  // cannot shadow (the e2e test of injected markup tries, in Chromium).
  const bootstrap = window.document.getElementById('_R_');
  const browserDocument = {
    prototype: Object.defineProperties(
      {},
      {
        currentScript: { get: () => bootstrap },
        readyState: { get: () => 'complete' },
      },
    ),
  };
  const global = globalThis as { __WAKU_PREFETCHED__?: Record<string, Promise<Response>> };
  new Function(
    'document',
    'self',
    'Document',
    'HTMLScriptElement',
    getBootstrapPreamble({ rscPath: 'R/x', hydrate: true }),
  )(window.document, {}, browserDocument, window.HTMLScriptElement);
  const prefetched = global.__WAKU_PREFETCHED__!['R/x']!;
  delete global.__WAKU_PREFETCHED__;
  delete (globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__;
  const bytes = new Uint8Array(await (await prefetched).arrayBuffer());
  await window.happyDOM.close();
  return bytes;
}

/** A shell as React writes it: the page, then Waku's bootstrap script (its text unused here). */
const shell = (main: string) =>
  `<!DOCTYPE html><html><body><main>${main}</main><script id="_R_">0</script></body></html>`;
const block = (json: string) => `<script type="application/json" data-rsc>${json}</script>`;

describe('the RSC payload in data blocks (decision 036, addendum)', () => {
  const payload = [
    '0:{"a":"Børn og unge 😀"}\n',
    '1:["$","p",null,{"children":"</script><script>alert(1)</script><!-- x"}]\n',
  ];

  it('writes each chunk as a JSON data block that nothing in it can end or change', async () => {
    const html = await inject(shell('Affald'), payload);
    // Every script after Waku's bootstrap (`_R_`) is a block of the payload.
    const after = html.slice(html.indexOf('<script id="_R_">0</script>') + 27);
    const blocks = [...after.matchAll(/<script( [^>]*)>([\s\S]*?)<\/script>/g)];
    expect(blocks.length).toBeGreaterThan(0);
    for (const [, attributes, text] of blocks) {
      expect(attributes).toBe(' type="application/json" data-rsc');
      expect(text).not.toMatch(/<(?:!--|\/?script)/i);
    }
    expect(blocks.map(([, , text]) => JSON.parse(text!) as string).join('')).toBe(payload.join(''));
    expect(html).not.toContain('__FLIGHT_DATA');
  });

  it('hands Waku the payload’s bytes in order, UTF-8 and base64 alike', async () => {
    const notUtf8 = new Uint8Array([0x32, 0x3a, 0xff, 0xfe, 0x0a]);
    const html = await inject(shell('Affald'), [...payload, notUtf8]);
    expect(html).toContain('data-rsc="base64"');
    const read = await bootstrapReads(html);
    const expected = Buffer.concat([Buffer.from(payload.join('')), notUtf8]);
    expect(Buffer.from(read).equals(expected)).toBe(true);
  });

  it('reads no block but the run that follows the bootstrap: markup in the page cannot add payload', async () => {
    // What markup past the rich-text sanitizer could try: a block in the page (before the
    // bootstrap), and one after something that is not a block (as if the page went on).
    const hostile = block(
      JSON.stringify('9:["$","script",null,{"src":"https://evil.example/x.js"}]\n'),
    );
    const html = await inject(shell(`<p>Affald</p>${hostile}`), payload);
    const withTail = html.replace('</body>', `<div></div>${hostile}</body>`);
    expect(withTail.match(/evil\.example/g)).toHaveLength(2);
    const read = Buffer.from(await bootstrapReads(withTail)).toString('utf8');
    expect(read).toBe(payload.join(''));
  });

  it('fails on modules whose code has changed, rather than build without it', () => {
    expect(() => patchFlightData('function writeChunk() {}', serverFile, fail)).toThrow(
      /no payload scripts/,
    );
    expect(() => patchFlightData('export const x = 1;', wakuFile, fail)).toThrow(
      /no bootstrap stream/,
    );
    expect(
      patchFlightData('export const x = 1;', '/x/node_modules/react/index.js', fail),
    ).toBeNull();
  });
});
