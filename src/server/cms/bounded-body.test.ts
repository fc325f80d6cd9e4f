import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { callPage } from '#src/server/cms/client.ts';
import { BackendError } from '#src/server/backend-error.ts';
import { MAX_PAGE_ANSWER_BYTES, readBounded } from '#src/server/cms/bounded-body.ts';
import { rejectionOf } from '#tests/support/rejection.ts';
import { CMS, server } from '#tests/support/setup.ts';

const streamOf = (chunks: number, size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < chunks; i++) controller.enqueue(new Uint8Array(size).fill(120));
      controller.close();
    },
  });

describe('backend answers are read up to a bound (regression: any size was read into memory)', () => {
  it('reads an answer within the bound, in any number of chunks', async () => {
    expect(await readBounded(new Response(streamOf(4, 10)), 40)).toBe('x'.repeat(40));
    expect(await readBounded(new Response('{"ø":1}'), 100)).toBe('{"ø":1}');
  });

  it('refuses an answer over the bound, declared or sent, without reading the rest', async () => {
    const declared = new Response('x', { headers: { 'content-length': '1000' } });
    expect(await rejectionOf(readBounded(declared, 10), BackendError)).toMatchObject({
      failure: 'malformed',
    });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    expect(await rejectionOf(readBounded(new Response(endless), 4096), BackendError)).toMatchObject(
      { failure: 'malformed' },
    );
    expect(pulled).toBeLessThan(10);
  });

  it('makes a page call over the bound a malformed answer with a log line, never a crash', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${CMS}/umbraco/api/spa/getdata/`, () =>
        HttpResponse.text('x', {
          headers: { 'content-length': String(MAX_PAGE_ANSWER_BYTES + 1) },
        }),
      ),
    );
    const err = await rejectionOf(callPage({ path: '/borger/', appHost: 'x.test' }), BackendError);
    expect(err.failure).toBe('malformed');
    expect(error).toHaveBeenCalledWith(expect.anything(), 'backend answer refused');
  });
});
