import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageCache } from '#src/server/cache/page-cache.ts';
import { cachePage, resetPageCachesEachTest } from '#src/server/cms/page.test-kit.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { CMS } from '#tests/support/setup.ts';
import { stopRevalidationBus } from './bus.ts';
import { parsePublishHeader, refreshGate } from './refresh-gate.ts';

// nginx's refresh after a publish is answered only by a process that has applied it (decision
// 041); the log itself is tested in bus.test.ts, the whole path in tests/scale/faults.test.ts.

resetPageCachesEachTest();

const NGINX_PURGE_URL = 'http://127.0.0.1:8080/__purge';
afterEach(() => stopRevalidationBus());

function refresh(header: string, url = '/kontakt/') {
  const incoming = { url, headers: { 'x-limbo-publish': header } } as unknown as IncomingMessage;
  const writeHead = vi.fn();
  const end = vi.fn();
  const outgoing = { writeHead, end } as unknown as ServerResponse;
  return { answered: refreshGate(incoming, outgoing), writeHead, end };
}

describe('the nginx refresh gate (X-Limbo-Publish)', () => {
  it('reads only <epoch>/<stream id>', () => {
    expect(parsePublishHeader('AbCdEfGh12345678/1796572341697-0')).toEqual({
      epoch: 'AbCdEfGh12345678',
      id: '1796572341697-0',
    });
    for (const bad of ['', 'x/1-0', 'AbCdEfGh12345678/1', 'AbCdEfGh12345678/1-0/2', 'a b/1-0']) {
      expect(parsePublishHeader(bad)).toBeNull();
    }
    expect(parsePublishHeader(undefined)).toBeNull();
  });

  it('refuses a header of another shape: 400, no-store', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, NGINX_PURGE_URL }));
    const { answered, writeHead } = refresh('<script>');
    expect(await answered).toBe(true);
    expect(writeHead).toHaveBeenCalledWith(
      400,
      expect.objectContaining({ 'cache-control': 'no-store' }),
    );
  });

  it('a process that cannot read the log answers 503 no-store with Retry-After (never the page)', async () => {
    setEnvForTests(
      parseEnv({ CMS_API_URL: CMS, REDIS_URL: 'redis://127.0.0.1:1', NGINX_PURGE_URL }),
    );
    await cachePage('k', '/kontakt/');
    const { answered, writeHead } = refresh('AbCdEfGh12345678/1796572341697-0');
    expect(await answered).toBe(true);
    expect(writeHead).toHaveBeenCalledWith(
      503,
      expect.objectContaining({ 'cache-control': 'no-store', 'retry-after': '1' }),
    );
    expect(pageCache.peek('k')).toBeDefined();
  });

  it('without NGINX_PURGE_URL the header means nothing: the pipeline answers, nothing is refused', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, REDIS_URL: 'redis://127.0.0.1:1' }));
    for (const header of ['<script>', 'AbCdEfGh12345678/1796572341697-0']) {
      const { answered, writeHead } = refresh(header);
      expect(await answered).toBe(false);
      expect(writeHead).not.toHaveBeenCalled();
    }
  });

  it('applied: the pipeline answers, and nothing is dropped here (a stale page is checked there)', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, NGINX_PURGE_URL })); // no log: nothing to wait for
    await cachePage('k', '/kontakt/');
    for (let i = 0; i < 3; i++) {
      const applied = refresh('AbCdEfGh12345678/1796572341697-0');
      expect(await applied.answered).toBe(false);
      expect(applied.writeHead).not.toHaveBeenCalled();
    }
    // A forged header never drops a page: a refresh is answered from what the cache holds.
    expect(pageCache.peek('k')).toBeDefined();
  });
});
