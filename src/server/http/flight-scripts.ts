import type { Edit } from './document-edits.ts';

// Waku writes the page's RSC payload into the document as one inline script per chunk it
// streamed, each `(self.__FLIGHT_DATA||=[]).push(…)`: 25 on the sample's content page, 300 on the
// components overview. Each needs its hash in the policy, 54 bytes: the overview's policy was
// 17 KB, past the 16 KB of response headers Node's HTTP client takes, and near what proxies hold
// (nginx here: 32 KB). So a document with more than MAX_SCRIPT_HASHES scripts has each run of
// payload scripts that follow each other joined into one (the same statements in the same
// order). The overview's 300 are one run, so its policy names one. Other inline scripts, and
// runs split by markup, are not joined: a document made of many of those would still have a
// long policy (none the app renders is). A usual page is left as it is: joining cost it more
// than the hashes it saved (decision 039).

/** Past this many inline scripts, the payload's runs are joined (step 17). */
export const MAX_SCRIPT_HASHES = 32;

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
