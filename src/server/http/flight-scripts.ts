import type { Edit } from './document-edits.ts';

// Waku writes the page's RSC payload into the document as one inline script per chunk it
// streamed (25 on the sample's content page), each `(self.__FLIGHT_DATA||=[]).push(…)`. The
// document is sent whole (step 17 needs all of it for the policy), so nothing is gained by the
// split, and each script costs a hash to take and 54 bytes of policy on every answer. Scripts
// that follow each other directly become one: the same statements, in the same order.

const PUSH = '(self.__FLIGHT_DATA||=[]).push(';
const OPEN = '<script>';
const CLOSE = '</script>';

/**
 * The edits that join each payload script to the payload script right after it. A script's
 * text ends at the first `</script` (Waku escapes any other), so the search for the next one
 * starts there.
 */
export function flightScriptJoins(html: string): Edit[] {
  const edits: Edit[] = [];
  const start = `${OPEN}${PUSH}`;
  for (let at = html.indexOf(start); at !== -1;) {
    const close = html.indexOf(CLOSE, at + start.length);
    if (close === -1) break;
    const next = close + CLOSE.length;
    if (html.startsWith(start, next)) {
      edits.push({ at: close, remove: CLOSE.length + OPEN.length, text: ';' });
      at = next;
    } else {
      at = html.indexOf(start, next);
    }
  }
  return edits;
}
