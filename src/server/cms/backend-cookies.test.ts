import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '#mocks/handlers.ts';
import { handleDataRequest } from '#src/server/cms/data-api.ts';
import { resolvePage } from '#src/server/cms/page.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { CMS, server } from '#tests/support/setup.ts';
import { pageRequest } from './page.test-kit.ts';

// The backend sees only what the cache key holds: a visitor's cookies never reach a call whose
// answer is shared (client.ts, header comment). Through page.ts and /api/data to client.ts.

const GETDATA = `${CMS}/umbraco/api/spa/getdata/`;

type Echoed = { content?: { intro?: { title?: string } } };

/**
 * A backend whose answers depend on cookies, as a members area would: the sample backend's
 * answer, its title followed by the Cookie header it was sent. Returns the headers seen.
 */
function cookieEchoingBackend() {
  const seen: (string | null)[] = [];
  server.use(
    http.get(GETDATA, async ({ request }) => {
      const cookie = request.headers.get('cookie');
      seen.push(cookie);
      const sample = await getResponse(handlers, request);
      if (!sample) throw new Error('the sample backend did not answer');
      const body = (await sample.json()) as Echoed;
      if (cookie && body.content?.intro) body.content.intro.title += ` [cookie: ${cookie}]`;
      return HttpResponse.json(body, { status: sample.status, headers: sample.headers });
    }),
  );
  return seen;
}

const visit = (path: string, query: string, cookie: string | null) =>
  runWithRequestContext(undefined, () =>
    resolvePage(pageRequest(path, query, 'Mozilla/5.0', { cookie })),
  );

const titleOf = async (path: string, query: string, cookie: string | null) => {
  const result = await visit(path, query, cookie);
  if (result.kind !== 'render') throw new Error(`${path}: not rendered`);
  return { status: result.status, title: result.page?.title };
};

const dataTitle = async (url: string, cookie: string) => {
  const q = `url=${encodeURIComponent(url)}&parts=site,content`;
  const res = await handleDataRequest(
    new Request(`http://site.test/api/data?${q}`, { headers: { cookie } }),
  );
  return ((await res.json()) as Echoed).content?.intro?.title;
};

describe('visitor cookies and the backend (regression: one visitor answer served to the next)', () => {
  it('a page call sends no cookie, so two visitors share one answer without an echo', async () => {
    const seen = cookieEchoingBackend();
    const alice = await titleOf('/borger/', '', 'member=alice; UMB_UCONTEXT=x');
    const bob = await titleOf('/borger/', '', 'member=bob');
    expect(alice).toEqual({ status: 200, title: 'Borger' });
    expect(bob).toEqual(alice);
    // One backend call: bob's answer is alice's, from the micro-cache.
    expect(seen).toEqual([null]);
  });

  it('/api/data sends no cookie either', async () => {
    const seen = cookieEchoingBackend();
    expect(await dataTitle('/borger/', 'member=alice; UMB_UCONTEXT=x')).toBe('Borger');
    expect(await dataTitle('/borger/', 'member=bob')).toBe('Borger');
    expect(seen).toEqual([null]);
  });

  it('a preview sends only the back-office cookies, and its answer is never kept', async () => {
    const seen = cookieEchoingBackend();
    const editor = 'member=alice; UMB_UCONTEXT=x; UMB_PREVIEW=preview; __limbo-authenticated=s';
    expect(await titleOf('/1234/', '', editor)).toEqual({
      status: 200,
      title: 'Parkering (kladde) [cookie: UMB_UCONTEXT=x; UMB_PREVIEW=preview]',
    });
    // Each caller asks again: another editor's draft; a visitor without a login gets the
    // published page at /1234/ (none: 404), and the backend none of their cookies.
    expect(await titleOf('/1234/', '', 'UMB_UCONTEXT=y')).toEqual({
      status: 200,
      title: 'Parkering (kladde) [cookie: UMB_UCONTEXT=y]',
    });
    expect(await titleOf('/1234/', '', 'member=alice')).toMatchObject({ status: 404 });
    expect(await dataTitle('/1234/', editor)).toBe(
      'Parkering (kladde) [cookie: UMB_UCONTEXT=x; UMB_PREVIEW=preview]',
    );
    expect(seen).toEqual([
      'UMB_UCONTEXT=x; UMB_PREVIEW=preview',
      'UMB_UCONTEXT=y',
      null,
      'UMB_UCONTEXT=x; UMB_PREVIEW=preview',
    ]);
  });
});
