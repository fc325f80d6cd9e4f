import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { captureWarnings, captureWarningsOnly, log } from './log.ts';

describe('captureWarningsOnly (a command-line tool whose stdout is its report)', () => {
  it('still captures warnings and errors, and writes no line', async () => {
    const stream = (log as unknown as Record<symbol, { write(line: string): void }>)[
      pino.symbols.streamSym
    ]!;
    const write = vi.spyOn(stream, 'write').mockImplementation(() => undefined);
    captureWarningsOnly();
    const { warnings } = await captureWarnings(async () => {
      log.info('not a warning');
      log.warn({ path: 'content.intro' }, 'backend field dropped');
      log.error('backend unreachable');
    });
    expect(warnings).toEqual([
      { msg: 'backend field dropped', fields: { path: 'content.intro' } },
      { msg: 'backend unreachable', fields: {} },
    ]);
    expect(write).not.toHaveBeenCalled();
  });
});
