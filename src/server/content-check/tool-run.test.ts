import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLEAN_PATH, PROBLEM_PATH } from '#mocks/fixtures/content-check-pages.ts';
import { SESSION_COOKIE } from '#src/server/auth/session.ts';
import { sealFor, setToolsUsers } from '#src/server/auth/users.test-kit.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { formPost } from '#tests/support/form-post.ts';
import { CMS, server } from '#tests/support/setup.ts';
import { CONTENT_CHECK_START_PATH, handleContentCheckStart, pathsOfForm } from './tool-api.ts';
import { contentCheckState, setContentCheckFolderForTests, startContentCheck } from './tool-run.ts';

// The tools page's run (decision 044) against the sample backend's handlers (msw): one at a time,
// in the background, its progress and report in files every process reads.

const HOST = 'www.example-kommune.dk';
let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'content-check-test-'));
  setContentCheckFolderForTests(folder);
  setEnvForTests(parseEnv({ CMS_API_URL: CMS, APP_HOST: HOST }));
});
afterEach(async () => {
  setContentCheckFolderForTests(null);
  await rm(folder, { recursive: true, force: true });
});

describe('startContentCheck', () => {
  it('runs in the background, one at a time, and keeps the last report', async () => {
    const first = await startContentCheck('anna', [PROBLEM_PATH, CLEAN_PATH], HOST);
    expect(first.result).toBe('started');
    const during = await contentCheckState();
    expect(during.running).toMatchObject({ by: 'anna', pid: process.pid });
    expect((await startContentCheck('bo', [], HOST)).result).toBe('busy');
    await first.finished;
    const after = await contentCheckState();
    expect(after.running).toBeNull();
    expect(after.failure).toBeNull();
    expect(after.last?.pages.map((p) => [p.path, p.findings.length])).toEqual([
      [PROBLEM_PATH, 18],
      [CLEAN_PATH, 0],
    ]);
  }, 20_000);

  it('takes over the lock of a run that died', async () => {
    const lock = path.join(folder, 'running.json');
    await writeFile(lock, JSON.stringify({ by: 'død', done: 1, total: 9 }));
    const old = new Date(Date.now() - 10 * 60_000);
    await utimes(lock, old, old);
    expect((await contentCheckState()).running).toBeNull();
    const run = await startContentCheck('anna', [CLEAN_PATH], HOST);
    expect(run.result).toBe('started');
    await run.finished;
  }, 20_000);

  it('keeps why a run could not check anything', async () => {
    server.use(http.get('*/robots.txt', () => new HttpResponse('down', { status: 503 })));
    await (
      await startContentCheck('anna', [], HOST)
    ).finished;
    expect((await contentCheckState()).failure).toContain('Nothing was checked');
  });
});

describe('POST /api/_limbo/content-check', () => {
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    runWithRequestContext(
      undefined,
      () => handleContentCheckStart(formPost(CONTENT_CHECK_START_PATH, fields, headers)),
      '198.51.100.30',
    );

  it('starts a run for a signed-in user and responds with 303 back to the tools page', async () => {
    await setToolsUsers();
    const cookie = `${SESSION_COOKIE}=${await sealFor('anna')}`;
    const res = await post({ paths: `${CLEAN_PATH}\n` }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/__limbo/content-check/?run=started');
    // Let the run end before the folder goes.
    for (let i = 0; i < 100 && (await contentCheckState()).running; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Another process's run under way: its fresh lock.
    await writeFile(path.join(folder, 'running.json'), JSON.stringify({ by: 'bo', done: 0 }));
    const busy = await post({ paths: '' }, { cookie });
    expect(busy.headers.get('location')).toBe('/__limbo/content-check/?run=busy');
  }, 20_000);

  // A post from another site is refused before it gets here (step 7: forms/cross-site.test.ts).
  it('refuses a post without a session, and paths off the site', async () => {
    await setToolsUsers();
    const cookie = `${SESSION_COOKIE}=${await sealFor('anna')}`;
    expect((await post({})).status).toBe(401);
    const bad = await post({ paths: '//evil.example/\n/ok/' }, { cookie });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('//evil.example/ er ikke en sti på sitet');
    const hostile = await post({ paths: '<script>alert(1)</script>' }, { cookie });
    expect(await hostile.text()).not.toContain('<script>');
    expect((await contentCheckState()).running).toBeNull();
  });
});

describe('pathsOfForm', () => {
  it('reads one path a line, decoded, and at most 50', () => {
    expect(pathsOfForm(' /borger/ \r\n\n/b%C3%B8rn/')).toEqual(['/borger/', '/børn/']);
    expect(pathsOfForm(Array(51).fill('/a/').join('\n'))).toEqual({
      problem: 'højst 50 adresser',
    });
  });
});
