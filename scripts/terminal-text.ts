// Text from a backend, made safe to print on a terminal: a control character (C0, DEL, C1) or a
// bidirectional override in a page path, a block alias or an error message could otherwise clear
// the screen, recolour the report, move the cursor or reorder what a reader sees. Each is shown
// as its escape (`\x1b`, `\u202e`) instead. Every command-line tool's output goes through this.

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function terminalText(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
