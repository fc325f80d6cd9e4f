import { createHash, hash } from 'node:crypto';

// The scripts a document's Content-Security-Policy names (csp.ts builds the policy): the hashes
// of its inline scripts, found once when it is rendered, and a validator of its bytes made in
// the same pass.

/** What a document's scripts need from its policy: the hashes of its inline scripts. */
export type DocumentScripts = {
  /** `'sha256-…'` of every inline script, each once, in document order. */
  hashes: string[];
  /** Whether the document has a `<script src>`: `'strict-dynamic'` would block it. */
  external: boolean;
  /**
   * With the document's bytes: a strong validator of them (an ETag's value), made without a
   * second pass over the scripts. It is the SHA-1 of the bytes with each hashed script's text
   * replaced by its SHA-256: any change to a script changes its hash, any other change is in
   * the bytes hashed. The scripts are half of a page.
   */
  validator?: string;
};

/** Script types a browser runs (no type, a JavaScript MIME type, or `module`). */
const RUNNABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/**
 * The scripts of a document the app rendered, as a one-byte (latin1) string of its UTF-8
 * bytes: the hash of each inline script's text, as the browser computes it (over the UTF-8
 * text, line breaks normalised as the HTML parser does). JSON-LD and other data blocks are not
 * run, so they need none. React escapes `<` in text and attributes, so `<script` outside a
 * script is always a tag, and a script's text ends at the first `</script`.
 */
export function documentScripts(html: string, bytes?: Uint8Array): DocumentScripts {
  const hashes = new Set<string>();
  let external = false;
  // Line breaks to normalise are rare: the document is searched for one once, not per script.
  const bytesToHash = html.includes('\r') ? undefined : bytes;
  // The validator: the bytes between hashed scripts, and each one's hash, fed as they are met
  // (joining them first for a one-shot hash cost a copy of half the document).
  const validator = bytes ? createHash('sha1') : undefined;
  let validated = 0;
  for (const script of scriptSpans(html)) {
    if (script.src) external = true;
    if (!script.runs) continue;
    const digest = scriptDigest(html, script.tagEnd + 1, script.end, bytesToHash);
    hashes.add(`'sha256-${digest.toString('base64')}'`);
    if (bytes) {
      validator!.update(bytes.subarray(validated, script.tagEnd + 1)).update(digest);
      validated = script.end;
    }
  }
  if (!bytes) return { hashes: [...hashes], external };
  return {
    hashes: [...hashes],
    external,
    validator: validator!.update(bytes.subarray(validated)).digest('base64url'),
  };
}

/** The opening tags of the payload's data blocks (scripts/flight-data-blocks.ts). */
const DATA_BLOCK_TAGS = new Set([
  '<script type="application/json" data-rsc>',
  '<script type="application/json" data-rsc="base64">',
]);

/** What may follow the last data block: the document's end tags (React writes them). */
const DOCUMENT_END = /^(?:<\/body>)?(?:<\/html>)?\s*$/;

type ScriptSpan = {
  start: number;
  tagEnd: number;
  /** Where its text ends: at its end tag, or at the document's end. */
  end: number;
  closeEnd: number;
  /** A payload data block, by its exact opening tag. */
  block: boolean;
  /** Loaded from elsewhere (`src`). */
  src: boolean;
  /** Runs from its own text (no `src`, a runnable type). */
  runs: boolean;
};

/**
 * The scripts of a document, as a one-byte (latin1) string of its UTF-8 bytes, in order: each
 * one's tag and text. By `indexOf`, not a case-blind regex (a quarter of this pass): React writes
 * `<script` in lower case. A `<SCRIPT` from anywhere else is not found, so it gets no hash and
 * does not run (fails closed). React escapes `<` in text and attributes, so `<script` outside a
 * script is always a tag, and a script's text ends at the first `</script`.
 */
function scriptSpans(html: string): ScriptSpan[] {
  const scripts: ScriptSpan[] = [];
  for (let at = html.indexOf('<script'); at !== -1; at = html.indexOf('<script', at)) {
    const after = html.charCodeAt(at + 7);
    // `<script>` or `<script ` (any HTML space): not `<scripts>` or `<script-x>`.
    if (after !== 0x3e && !isHtmlSpace(after)) {
      at += 7;
      continue;
    }
    const tagEnd = html.indexOf('>', at);
    if (tagEnd === -1) break;
    const close = html.indexOf('</script', tagEnd + 1);
    const end = close === -1 ? html.length : close;
    const closeEnd = close === -1 ? html.length : html.indexOf('>', close) + 1 || html.length;
    const tag = html.slice(at, tagEnd + 1);
    const block = DATA_BLOCK_TAGS.has(tag);
    const src = !block && /\ssrc\s*=/i.test(tag);
    const type = block ? '' : (/\stype\s*=\s*["']?([^"'\s>]*)/i.exec(tag)?.[1] ?? '');
    const runs = !block && !src && RUNNABLE_TYPE.test(type.trim());
    scripts.push({ start: at, tagEnd, end, closeEnd, block, src, runs });
    at = closeEnd;
  }
  return scripts;
}

/**
 * The scripts of a document the app rendered, in production: only its bootstrap is hashed, the
 * inline script Waku has React write after the page, followed by nothing but the payload's data
 * blocks and the document's end (decision 036, addendum). The page's HTML, the CMS's rich text
 * included, all comes before it. So a script that markup got past the sanitizer is named by no
 * hash and does not run; nor does a block it adds get read (the bootstrap reads only the blocks
 * after itself). A document whose tail has another shape gets no hash at all: it is shown, and
 * does not hydrate (`bootstrap: false`).
 */
export function renderedScripts(
  html: string,
  bytes: Uint8Array,
): DocumentScripts & { bootstrap: boolean; untrusted: number } {
  const scripts = scriptSpans(html);
  const external = scripts.some((script) => script.src);
  // Back from the end: the data blocks, each right after the one before, then the bootstrap.
  // Between them only the document's end tags may stand (rsc-html-stream moves them to the end
  // of the stream, unless a chunk split them).
  const onlyEndTags = (from: number, to: number) => DOCUMENT_END.test(html.slice(from, to));
  let i = scripts.length - 1;
  let next = html.length;
  // No genuine block or bootstrap holds the text `<script` (React and flight-data-blocks.ts
  // escape it), so one that does has swallowed the next script's tag: markup opened a script
  // (or a block) and left it open. It is not trusted, nor anything before it.
  // (The tags swallowed are React's and the build's, in lower case.)
  const sealed = (script: ScriptSpan) => {
    const inside = html.indexOf('<script', script.tagEnd + 1);
    return inside === -1 || inside >= script.end;
  };
  while (
    i >= 0 &&
    scripts[i]!.block &&
    onlyEndTags(scripts[i]!.closeEnd, next) &&
    sealed(scripts[i]!)
  ) {
    next = scripts[i]!.start;
    i--;
  }
  const candidate = scripts[i];
  const runnable = scripts.filter((script) => script.runs).length;
  // Blocks follow the bootstrap; without any (Waku's page for a failed render), it is the only
  // inline script of the document.
  const isBootstrap =
    candidate !== undefined &&
    onlyEndTags(candidate.closeEnd, next) &&
    sealed(candidate) &&
    candidate.runs &&
    (i < scripts.length - 1 || runnable === 1);
  // Inline scripts that will not run: markup's, or all of them when the tail is not as written.
  const untrusted = runnable - (isBootstrap ? 1 : 0);
  const validator = createHash('sha1');
  if (!isBootstrap) {
    return {
      hashes: [],
      external,
      bootstrap: false,
      untrusted,
      validator: validator.update(bytes).digest('base64url'),
    };
  }
  const bytesToHash = html.includes('\r') ? undefined : bytes;
  const digest = scriptDigest(html, candidate.tagEnd + 1, candidate.end, bytesToHash);
  validator
    .update(bytes.subarray(0, candidate.tagEnd + 1))
    .update(digest)
    .update(bytes.subarray(candidate.end));
  return {
    hashes: [`'sha256-${digest.toString('base64')}'`],
    external,
    bootstrap: true,
    untrusted,
    validator: validator.digest('base64url'),
  };
}

/** Tab, LF, FF, CR and space: what the HTML tokenizer takes as space after a tag name. */
const isHtmlSpace = (code: number) =>
  code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;

/**
 * The SHA-256 of the script text at [start, end): over the document's own bytes when the caller
 * has them (`html` is their one-byte string, so the offsets are the same), else over the text
 * with its line breaks normalised; one call each, without a Hash object.
 */
function scriptDigest(html: string, start: number, end: number, bytes?: Uint8Array): Buffer {
  const text = bytes
    ? bytes.subarray(start, end)
    : Buffer.from(html.slice(start, end).replace(/\r\n?/g, '\n'), 'latin1');
  return hash('sha256', text, 'buffer');
}
