import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOST, resolve, resetPageCachesEachTest } from '#src/server/cms/page.test-kit.ts';
import { log } from '#src/server/log.ts';
import { CMS, server } from '#tests/support/setup.ts';
import { inspectPage } from './inspect.ts';

resetPageCachesEachTest();

describe('the page inspector', () => {
  it('refuses hostile urls with a reason and never calls the backend for them', async () => {
    let calls = 0;
    server.events.on('request:start', () => void calls++);
    for (const input of [
      'https://evil.example/',
      '//evil.example/',
      'javascript:alert(1)',
      '/%2F/',
    ]) {
      expect(await inspectPage(input, HOST)).toMatchObject({ state: 'refused' });
    }
    expect(await inspectPage(null, HOST)).toEqual({ state: 'empty' });
    expect(calls).toBe(0);
  });

  // Regression (issue 23): the inspector asked for /2030/ as node 2030's preview (401), and
  // looked for it in the cache under a key no page call uses.
  it('shows an all-number path as visitors get it: the published page, from the cache', async () => {
    await resolve('/2030/');
    const shown = await inspectPage('/2030/', HOST);
    expect(shown).toMatchObject({ state: 'inspected', path: '/2030/', source: 'cache' });
    if (shown.state !== 'inspected') return;
    expect(shown.answer?.meta.code).toBe(200);
    expect(shown.answer?.content?.name).toBe('Vision 2030');
  });

  it('shows the answer, the warnings the adapter logged for it, and the cache state', async () => {
    server.use(
      http.get(`${CMS}/umbraco/api/spa/getdata/`, () =>
        HttpResponse.json({
          meta: { code: 200 },
          pageId: 7,
          site: null,
          content: {
            id: 7,
            name: 'Side',
            url: '/side/',
            template: 'ContentPage',
            settings: 'broken',
            breadcrumb: [{ nope: true }],
            contentElements: [{ alias: 'BlockNoSuchThing', content: {} }],
          },
        }),
      ),
    );
    const level = log.level;
    log.level = 'warn'; // the warnings are captured from the log lines
    try {
      await resolve('/side/');
      const shown = await inspectPage('/side/', HOST);
      expect(shown).toMatchObject({ state: 'inspected', path: '/side/', source: 'cache' });
      if (shown.state !== 'inspected') return;
      expect(shown.answer?.content?.name).toBe('Side');
      const messages = shown.warnings.map((w) => w.msg);
      expect(messages).toContain('backend field dropped');
      expect(messages.some((m) => m.startsWith('content element skipped'))).toBe(true);
      expect(shown.caches).toEqual([
        expect.objectContaining({ cache: 'backend', status: 200, fresh: true }),
      ]);
    } finally {
      log.level = level;
    }
  });
});
