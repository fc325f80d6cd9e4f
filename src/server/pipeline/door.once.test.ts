import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { contentSecurityPolicy, documentScripts } from '#src/server/http/csp.ts';
import { publicPageCacheControl } from '#src/server/cms/freshness.ts';
import { pageCache } from '#src/server/cache/page-cache.ts';
import { newSession, sealSession, SESSION_COOKIE } from '#src/server/auth/session.ts';
import { classify } from '#src/server/request/classify.ts';
import { personalOf } from '#src/server/request/personal.ts';
import { requestModel } from '#src/server/request/request-model.ts';
import { CMS } from '#tests/support/setup.ts';
import { classifyStep } from './classify-step.ts';
import { doorServer, rawRequest } from './door.test-kit.ts';
import { fullPageCache } from './page-cache-step.ts';
import { requestContext } from './request-context-step.ts';

// One way through: a request the door (step 0) does not answer goes down the list with what
// the door decided, so it is classified, and its session unsealed, once.

vi.mock('#src/server/request/classify.ts', async (original) => {
  const module = await original<{ classify: typeof classify }>();
  return { ...module, classify: vi.fn(module.classify) };
});
vi.mock('#src/server/request/personal.ts', async (original) => {
  const module = await original<{ personalOf: typeof personalOf }>();
  return { ...module, personalOf: vi.fn(module.personalOf) };
});

const env = parseEnv({ CMS_API_URL: CMS });
let port = 0;
let renders = 0;

const hono = new Hono();
for (const step of [requestContext, classifyStep, fullPageCache]) hono.use(step);
hono.get('*', (c) => {
  renders++;
  const { kind, session } = requestModel();
  const html = `<!doctype html><html><title>${kind}</title><main><p>${session ? 'tools' : 'anyone'}</p></main></html>`;
  return c.html(html, 200, {
    'cache-control': publicPageCacheControl(env, 10),
    'content-security-policy': contentSecurityPolicy(env, documentScripts(html)),
    vary: 'Cookie',
  });
});

let close: () => Promise<void>;
beforeAll(async () => {
  ({ port, close } = await doorServer(hono));
});
afterAll(() => close());

beforeEach(() => {
  setEnvForTests(env);
  pageCache.clear();
  renders = 0;
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await rawRequest(port, path, Object.entries({ host: 'site.test', ...headers }));
  return { ...res, body: res.body.toString() };
}

/** How often a request to `path` was classified and its cookies read for a session. */
async function countsOf(path: string, headers?: Record<string, string>) {
  vi.mocked(classify).mockClear();
  vi.mocked(personalOf).mockClear();
  const res = await get(path, headers);
  return {
    res,
    classified: vi.mocked(classify).mock.calls.length,
    unsealed: vi.mocked(personalOf).mock.calls.length,
  };
}

describe('one way through the door and the list', () => {
  it('classifies a request the door does not answer once, and reads its session once', async () => {
    await get('/healthz/'); // the first request through the list sets the process up
    renders = 0;
    const miss = await countsOf('/borger/');
    expect(miss.res.headers['x-cache']).toBe('MISS');
    expect(renders).toBe(1);
    expect(miss).toMatchObject({ classified: 1, unsealed: 1 });
    // A hit at the door: once, too.
    const hit = await countsOf('/borger/');
    expect(hit.res.headers['x-cache']).toBe('HIT');
    expect(renders).toBe(1);
    expect(hit).toMatchObject({ classified: 1, unsealed: 1 });
  });

  it("hands the door's request model to the list: a tools session is unsealed once", async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, SAMPLE_BACKEND: '1' })); // the demo user
    await get('/healthz/');
    const cookie = `${SESSION_COOKIE}=${await sealSession(newSession('demo'))}`;
    const seen = await countsOf('/borger/', { cookie });
    expect(seen.res.body).toContain('<p>tools</p>');
    expect(seen).toMatchObject({ classified: 1, unsealed: 1 });
  });

  it('decides a refused or moved request once, and the list answers it', async () => {
    await get('/healthz/');
    const moved = await countsOf('/Borger');
    expect(moved.res.status).toBe(301);
    expect(moved.res.headers.location).toBe('/borger/');
    expect(moved.classified).toBe(1);
    const refused = await countsOf('/a%2fb/');
    expect(refused.res.status).toBe(400);
    expect(refused.classified).toBe(1);
  });
});
