import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseLogLine } from './log-line.mjs';

const module = pathToFileURL(path.join(import.meta.dirname, 'log-line.mjs')).href;

/** Runs `body` in a plain node process after jsonProcessOutput(); its lines and exit code. */
function run(body: string) {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { jsonProcessOutput } from '${module}';\njsonProcessOutput({ role: 'server' });\n${body}`,
    ],
    { encoding: 'utf8', timeout: 10_000 },
  );
  const lines = `${result.stdout}${result.stderr}`.split('\n').filter(Boolean);
  return { status: result.status, lines, entries: lines.map((line) => parseLogLine(line)) };
}

describe('jsonProcessOutput: every line a server process writes is JSON', () => {
  it('turns console output, Node warnings and a crash into JSON lines', () => {
    const { status, lines, entries } = run(`
      console.log('site: %s', 'http://localhost:3000/');
      console.error(new Error('render failed'));
      console.warn('two\\nlines');
      process.emitWarning('old API', 'DeprecationWarning');
      await new Promise((r) => setTimeout(r, 50));
      throw new Error('boom');
    `);
    expect(status).toBe(1);
    for (const [i, entry] of entries.entries()) expect(entry, lines[i]).not.toBeNull();
    expect(entries).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'site: http://localhost:3000/',
        role: 'server',
      }),
      expect.objectContaining({
        level: 'error',
        source: 'console',
        err: expect.objectContaining({ message: 'render failed', stack: expect.any(String) }),
      }),
      expect.objectContaining({ level: 'warn', msg: 'two\nlines' }),
      expect.objectContaining({ level: 'warn', msg: 'old API', warning: 'DeprecationWarning' }),
      expect.objectContaining({
        level: 'fatal',
        err: expect.objectContaining({ message: 'boom' }),
      }),
    ]);
  });

  it('reads back only JSON log lines', () => {
    expect(parseLogLine('{"level":"info","msg":"x"}')).toEqual({ level: 'info', msg: 'x' });
    expect(parseLogLine('site: http://localhost:3000/')).toBeNull();
    expect(parseLogLine('{"level":"info"}')).toBeNull();
    expect(parseLogLine('null')).toBeNull();
  });
});
