// Edits of a rendered document (step 17, content-security.ts): on a long payload, its payload
// scripts joined (flight-scripts.ts), made on the document's bytes in one copy. Offsets are into
// the document read as a one-byte (latin1) string, which are its byte offsets; the edits write
// ASCII only.

/** Replaces `remove` characters at `at` with `text` (ASCII). */
export type Edit = { at: number; remove: number; text: string };

/** Edits in document order, none overlapping another. */
const inOrder = (edits: readonly Edit[]) => edits.toSorted((a, b) => a.at - b.at);

/** `html` with the edits made (for the tests and the string forms of the rewrites). */
export function withEdits(html: string, edits: readonly Edit[]): string {
  let out = '';
  let from = 0;
  for (const { at, remove, text } of inOrder(edits)) {
    out += html.slice(from, at) + text;
    from = at + remove;
  }
  return out + html.slice(from);
}

/** `bytes` with the edits made: one copy of the document, nothing encoded again. */
export function applyEdits(bytes: Uint8Array, edits: readonly Edit[]): Buffer {
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const { at, remove, text } of inOrder(edits)) {
    parts.push(bytes.subarray(from, at), Buffer.from(text, 'latin1'));
    from = at + remove;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}
