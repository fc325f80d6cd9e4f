import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { runContentCheck, type ContentReport } from './run.ts';

// The tools page's run of the content check (/__limbo/content-check/, decision 044): one at a
// time, in the background, bounded in pages, rate and time. Its progress and its last report
// are files in one folder, so every process on the machine (the cluster, `npm start`'s workers)
// shows the same run and report; the lock file is made with `wx`, so two processes cannot both
// start one. A lock whose run stopped writing (its process died) is taken over after a while.

/** Backend calls a second, every call counted (the site is live while it runs). */
export const TOOL_RUN_RATE = 5;
/** Pages one run checks at most. */
export const TOOL_RUN_MAX_PAGES = 2000;
/** A run stops after this, with the pages checked so far. */
export const TOOL_RUN_MAX_MS = 30 * 60_000;
/** A lock not touched for this long belongs to a run that died. */
const STALE_LOCK_MS = 2 * 60_000;
/** Paths one run may be given at most. */
export const MAX_TOOL_PATHS = 50;

export type RunProgress = {
  startedAt: string;
  by: string;
  done: number;
  total: number;
  current: string;
  pid: number;
};

export type ContentCheckState = {
  running: RunProgress | null;
  last: ContentReport | null;
  /** Why the last run could not check anything, when it failed. */
  failure: string | null;
};

let folderForTests: string | null = null;
/** Tests keep their runs in a folder of their own. */
export function setContentCheckFolderForTests(dir: string | null): void {
  folderForTests = dir;
}
const folder = () =>
  folderForTests ??
  path.join(os.tmpdir(), 'kommune-site-content-check', (getEnv().appHost ?? 'site').slice(0, 100));
const files = () => {
  const dir = folder();
  return {
    dir,
    lock: path.join(dir, 'running.json'),
    report: path.join(dir, 'last-report.json'),
    failure: path.join(dir, 'last-failure.txt'),
  };
};

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Written whole or not at all: a reader never sees half a report. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

export async function contentCheckState(): Promise<ContentCheckState> {
  const { lock, report, failure } = files();
  let running = await readJson<RunProgress>(lock);
  if (running && (await isStale(lock))) running = null;
  const lastFailure = await readFile(failure, 'utf8').then(
    (text) => text.slice(0, 500),
    () => null,
  );
  return { running, last: await readJson<ContentReport>(report), failure: lastFailure };
}

async function isStale(lock: string): Promise<boolean> {
  try {
    return Date.now() - (await stat(lock)).mtimeMs > STALE_LOCK_MS;
  } catch {
    return true;
  }
}

/** Takes the lock: true when this process now runs the check. */
async function takeLock(progress: RunProgress): Promise<boolean> {
  const { dir, lock } = files();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lock, 'wx', 0o600);
      await handle.writeFile(JSON.stringify(progress));
      await handle.close();
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (!(await isStale(lock))) return false;
      log.warn({ lock }, 'content check: a stale run lock taken over');
      await rm(lock, { force: true });
    }
  }
  return false;
}

export type StartResult = 'started' | 'busy';

/**
 * Starts a run in the background unless one is under way (here or in another process). The
 * promise it returns settles when the run has started, not when it ends; `finished` (tests)
 * settles at its end.
 */
export async function startContentCheck(
  by: string,
  paths: readonly string[],
  host: string,
): Promise<{ result: StartResult; finished: Promise<void> }> {
  const progress: RunProgress = {
    startedAt: new Date().toISOString(),
    by: by.slice(0, 100),
    done: 0,
    total: 0,
    current: '',
    pid: process.pid,
  };
  if (!(await takeLock(progress))) return { result: 'busy', finished: Promise.resolve() };
  const { lock, report, failure } = files();
  const finished = (async () => {
    const deadline = AbortSignal.timeout(TOOL_RUN_MAX_MS);
    try {
      let writing = Promise.resolve();
      const result = await runContentCheck(
        {
          host,
          paths: paths.slice(0, MAX_TOOL_PATHS),
          rate: TOOL_RUN_RATE,
          max: TOOL_RUN_MAX_PAGES,
          signal: deadline,
        },
        {
          progress: (done, total, current) => {
            Object.assign(progress, { done, total, current: current.slice(0, 300) });
            // One write at a time; each also keeps the lock fresh.
            writing = writing.then(() => writeAtomically(lock, JSON.stringify(progress)));
          },
        },
      );
      await writing;
      if (typeof result === 'string') {
        await writeAtomically(failure, result);
        log.warn({ by, problem: result }, 'content check run failed');
      } else {
        await writeAtomically(report, JSON.stringify(result));
        await rm(failure, { force: true });
        const findings = result.pages.reduce((n, p) => n + p.findings.length, 0);
        log.info({ by, pages: result.pages.length, findings }, 'content check run done');
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log.error({ by, err: message }, 'content check run failed');
      await writeAtomically(failure, message.slice(0, 500)).catch(() => undefined);
    } finally {
      await rm(lock, { force: true });
    }
  })();
  return { result: 'started', finished };
}
