import { spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, startSampleBackendProcess } from './launcher.ts';

// The command itself, as a municipality's developer runs it: `npm run check:backend`, against the
// sample backend in its own process (scripts/launcher.ts), over real HTTP.

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync('npm', ['run', '-s', 'check:backend', '--', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('npm run check:backend', () => {
  let backend: { url: string; child: ChildProcess };
  beforeAll(async () => {
    backend = await startSampleBackendProcess();
  }, 30_000);
  afterAll(() => void backend?.child.kill());

  it('checks the whole sample site: no page would fail, exit 0, and no log line on stdout', () => {
    const result = run(['--backend', backend.url, '--host', 'localhost', '--rate', '50']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      `check:backend ${backend.url} for localhost, at most 50 requests a second`,
    );
    const pages = lines.filter((l) => l.startsWith('['));
    expect(pages.length).toBeGreaterThanOrEqual(20);
    expect(pages.every((l) => / 200 /.test(l))).toBe(true);
    expect(result.stdout).toContain('would not render:       0\n');
    expect(lines.at(-1)).toBe(`OK: no page would answer 5xx (${pages.length} checked)`);
    // The app's JSON log lines are captured for the report, never written.
    expect(result.stdout).not.toContain('{"level"');
  }, 60_000);

  it('takes the backend and host from CMS_API_URL and APP_HOST', () => {
    const result = run(['--max', '2', '--rate', '50'], {
      CMS_API_URL: backend.url,
      APP_HOST: 'localhost',
    });
    expect(result.status).toBe(0);
    expect(result.stdout.match(/^\[\d\/2\] 200 /gm)).toHaveLength(2);
  }, 60_000);

  it.each([
    [
      ['--host', 'localhost'],
      'check:backend: give the backend with --backend URL (or CMS_API_URL)',
    ],
    [
      ['--backend', 'http://127.0.0.1:1', '--host', 'localhost', '--rate', 'fast'],
      'check:backend: --rate must be a number of requests a second',
    ],
    [
      ['--backend', 'http://127.0.0.1:1', '--hots', 'localhost'],
      "check:backend: Unknown option '--hots'",
    ],
  ])(
    'bad arguments %j exit 2 with what is wrong and the usage',
    (args, message) => {
      const result = run(args);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.startsWith(message)).toBe(true);
      expect(result.stderr).toContain('Usage: npm run check:backend -- --backend URL --host HOST');
    },
    60_000,
  );
});
