import { describe, expect, it } from 'vitest';
import { faults } from '#mocks/handlers.ts';
import { handleDataRequest } from '#src/server/cms/data-api.ts';
import { classify } from '#src/server/request/classify.ts';
import type { RequestModel } from '#src/server/request/request-model.ts';
import { getRequestContext, runWithRequestContext } from '#src/server/request-context.ts';
import { server } from '#tests/support/setup.ts';

const get = (query: string, headers: Record<string, string> = {}) =>
  handleDataRequest(new Request(`http://site.test/api/data?${query}`, { headers }));

describe('GET /api/data', () => {
  it('answers the validated backend JSON of the requested parts', async () => {
    const res = await get('url=/borger/&parts=site');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.meta).toEqual({ code: 200 });
    expect(body.site).toMatchObject({ name: 'Eksempel Kommune' });
    expect(body.content).toBeUndefined();
  });

  it('normalises both redirect forms', async () => {
    expect(await (await get('url=/midlertidig/')).json()).toEqual({
      meta: { code: 307, redirect: '/borger/' },
    });
    expect(await (await get('url=/gammel-side/')).json()).toEqual({
      meta: { code: 301, redirect: '/borger/affald-og-genbrug/' },
    });
  });

  it('refuses a bad query with 400', async () => {
    for (const q of ['', 'url=borger', 'url=//evil.example/', 'url=/x/&parts=all']) {
      expect((await get(q)).status, q).toBe(400);
    }
  });

  it('maps backend failures to gateway statuses', async () => {
    faults.mode = 'down';
    expect((await get('url=/borger/')).status).toBe(502);
    faults.mode = 'garbage';
    expect((await get('url=/borger/')).status).toBe(502);
  });
});

describe('GET /api/data and previews (regression: a draft leaked through the micro-cache)', () => {
  it('never serves a draft fetched with a back-office cookie to a caller without one', async () => {
    let drafts = 0;
    for (const url of ['/1234/', '/1234.aspx', '/umbraco/preview/?id=1234&x=/']) {
      const q = `url=${encodeURIComponent(url)}&parts=site,content`;
      const before = await (await get(q)).json();
      const editor = (await (await get(q, { cookie: 'UMB_UCONTEXT=editor' })).json()) as {
        content?: { intro?: { title?: string } };
      };
      if (editor.content?.intro?.title === 'Parkering (kladde)') drafts++;
      expect(await (await get(q)).json(), url).toEqual(before);
      expect(before, url).not.toMatchObject({
        content: { intro: { title: 'Parkering (kladde)' } },
      });
    }
    expect(drafts).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /api/data and cache=false', () => {
  /** The backend calls `query` makes, as a visitor or a site builder (personal) sends it. */
  async function backendCalls(query: string, personal: boolean) {
    const calls: string[] = [];
    const listen = ({ request }: { request: Request }) => void calls.push(request.url);
    server.events.on('request:start', listen);
    try {
      await runWithRequestContext(undefined, async () => {
        const model = classify(new URL(`http://site.test/api/data?${query}`));
        getRequestContext()!.request = {
          ...model,
          personal,
          session: null,
          cacheVariant: '00000',
          formState: null,
          siteCookie: null,
        } satisfies RequestModel;
        for (let i = 0; i < 2; i++) expect((await get(query)).status).toBe(200);
      });
    } finally {
      server.events.removeListener('request:start', listen);
    }
    return calls;
  }

  it('skips the caches only for a live session (regression: anyone could, and the backend too)', async () => {
    const anonymous = await backendCalls('url=/borger/&parts=site&cache=false&a=1', false);
    expect(anonymous).toHaveLength(1);
    expect(anonymous[0]).not.toMatch(/[?&]cache=false/);
    const builder = await backendCalls('url=/borger/&parts=site&cache=false&a=2', true);
    expect(builder).toHaveLength(2);
    expect(builder.every((url) => /[?&]cache=false/.test(url))).toBe(true);
  });
});
