import { terminalText } from '../terminal-text.ts';

// The crawler's output: report lines, and on a terminal a progress bar kept below them. Without a
// terminal (CI, a pipe) there is no bar; each page line carries its count instead. Every line and
// the bar's text go through terminalText: they carry the backend's words, and only the bar's own
// control sequences may reach the terminal.

export type Output = {
  write(text: string): void;
  /** A terminal: the bar is drawn and redrawn in place. */
  isTTY: boolean;
  columns?: number;
};

const BAR_WIDTH = 24;

const seconds = (ms: number) =>
  ms >= 60_000
    ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
    : `${Math.round(ms / 1000)} s`;

export function reporter(out: Output) {
  let bar = '';
  const clearBar = () => {
    if (bar) out.write('\r\x1b[K');
  };
  return {
    /** One line of the report (the bar, if any, stays below it). */
    line(text = '') {
      clearBar();
      out.write(`${terminalText(text)}\n`);
      if (bar) out.write(bar);
    },
    /** The bar: `done` of `total` pages, the time a page takes at the rate, what is under way. */
    progress(done: number, total: number, msPerPage: number, current: string) {
      if (!out.isTTY || total === 0) return;
      const filled = Math.round((done / total) * BAR_WIDTH);
      const left = seconds((total - done) * msPerPage);
      const text = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${done}/${total} pages, about ${left} left  ${terminalText(current)}`;
      clearBar();
      bar = text.slice(0, Math.max(20, (out.columns || 80) - 1));
      out.write(bar);
    },
    /** Takes the bar away for good. */
    done() {
      clearBar();
      bar = '';
    },
  };
}

export type Reporter = ReturnType<typeof reporter>;
