import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptJson, formPost } from '#tests/support/form-post.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { log } from '#src/server/log.ts';
import { handleSubscriptionPost } from '#src/server/forms/module-api.ts';
import {
  CREATE_SUBSCRIBER_MUTATION,
  createSubscriber,
  getSubscriptionToken,
  SUBSCRIPTION_SYSTEM,
  subscriptionsConfigured,
} from '#src/server/forms/subscriptions.ts';
import { CMS, server, setTestEnv } from '#tests/support/setup.ts';

const API_KEY = 'unit-subscriptions-key';
const AUTH_PATH = '/auth/subscriptions-token';
const EMAIL = 'ada.lovelace@example-kommune.dk';
const input = { name: 'Ada Lovelace', email: EMAIL, nodeId: 1204 };

type GraphQLCall = { token: string | undefined; body: unknown; headers: Headers };
type Answer = (call: GraphQLCall, n: number) => Response | Promise<Response>;

/**
 * A stand-in for the token endpoint and Limbo.Subscriptions' GraphQL endpoint: tokens are
 * `token-1`, `token-2`, …; `answer` decides each GraphQL reply (default: created).
 */
function backend({ expiresIn = 3600, answer }: { expiresIn?: number; answer?: Answer } = {}) {
  const tokenRequests: URL[] = [];
  const calls: GraphQLCall[] = [];
  server.use(
    http.get(`${CMS}${AUTH_PATH}`, async ({ request }) => {
      const url = new URL(request.url);
      tokenRequests.push(url);
      if (url.searchParams.get('apiKey') !== API_KEY) {
        return HttpResponse.json({ error: 'Invalid API key.' }, { status: 401 });
      }
      await delay(20);
      return HttpResponse.json({
        token: `token-${tokenRequests.length}`,
        tokenExpiresIn: expiresIn,
      });
    }),
    http.post(`${CMS}/graphql`, async ({ request }) => {
      const call = {
        token: /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1],
        body: await request.json(),
        headers: request.headers,
      };
      calls.push(call);
      if (answer) return answer(call, calls.length);
      return HttpResponse.json({ data: { createSubscriber: { id: calls.length, email: EMAIL } } });
    }),
  );
  return { tokenRequests, calls };
}

const authError = (code = 'AUTH_NOT_AUTHENTICATED') =>
  HttpResponse.json({
    errors: [
      {
        message: 'The current user is not authorized to access this resource.',
        path: ['createSubscriber'],
        extensions: { code },
      },
    ],
  });

const form = (fields: Record<string, string>, json = false) =>
  formPost('/api/subscriptions', fields, json ? acceptJson : {});

beforeEach(() => {
  setTestEnv({ SUBSCRIPTIONS_API_KEY: API_KEY, SUBSCRIPTIONS_AUTH_PATH: AUTH_PATH });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('configuration', () => {
  it('is configured only with both the API key and the auth path', () => {
    expect(subscriptionsConfigured()).toBe(true);
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, SUBSCRIPTIONS_API_KEY: API_KEY }));
    expect(subscriptionsConfigured()).toBe(false);
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, SUBSCRIPTIONS_AUTH_PATH: AUTH_PATH }));
    expect(subscriptionsConfigured()).toBe(false);
    setEnvForTests(parseEnv({ CMS_API_URL: CMS }));
    expect(subscriptionsConfigured()).toBe(false);
  });

  it('unconfigured: the endpoint responds with 404 and nothing is asked of the backend', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS }));
    const { tokenRequests, calls } = backend();
    const res = await handleSubscriptionPost(
      form({ pageId: '1204', name: 'Ada', email: EMAIL, returnTo: '/borger/' }, true),
    );
    expect(res.status).toBe(404);
    expect(tokenRequests).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });
});

describe('the createSubscriber call', () => {
  it('asks for a token with the API key, then posts the mutation with the bearer token', async () => {
    const { tokenRequests, calls } = backend();
    expect(await createSubscriber(input)).toBe('subscribed');
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]!.pathname).toBe(AUTH_PATH);
    expect(tokenRequests[0]!.searchParams.get('apiKey')).toBe(API_KEY);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer token-1');
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(calls[0]!.body).toEqual({
      query:
        'mutation CreateSubscriber($subscriber: SubscriberInput!) { createSubscriber(subscriber: $subscriber) { id email } }',
      variables: {
        subscriber: {
          name: 'Ada Lovelace',
          email: EMAIL,
          subscriptionSystem: 'umbraco',
          subscriptionItems: [{ nodeId: 1204 }],
        },
      },
    });
    expect(CREATE_SUBSCRIBER_MUTATION).toContain('SubscriberInput!');
    expect(SUBSCRIPTION_SYSTEM).toBe('umbraco');
  });

  it('the form post subscribes with name, email and the page id as node id', async () => {
    const { calls } = backend();
    const res = await handleSubscriptionPost(
      form({ pageId: '1204', name: ' Ada\u0000 ', email: ` ${EMAIL} `, returnTo: '/borger/' }),
    );
    expect(res.headers.get('location')).toBe(
      '/borger/?subscription=subscribed#subscription-status',
    );
    expect((calls[0]!.body as { variables: unknown }).variables).toEqual({
      subscriber: {
        name: 'Ada',
        email: EMAIL,
        subscriptionSystem: 'umbraco',
        subscriptionItems: [{ nodeId: 1204 }],
      },
    });
  });
});

describe('the token cache', () => {
  it('one token is fetched and reused by two calls', async () => {
    const { tokenRequests, calls } = backend();
    expect(await createSubscriber(input)).toBe('subscribed');
    expect(await createSubscriber({ ...input, nodeId: 1205 })).toBe('subscribed');
    expect(tokenRequests).toHaveLength(1);
    expect(calls.map((c) => c.token)).toEqual(['token-1', 'token-1']);
  });

  it('concurrent callers share one token request', async () => {
    const { tokenRequests, calls } = backend();
    const outcomes = await Promise.all([
      createSubscriber(input),
      createSubscriber({ ...input, nodeId: 1205 }),
      getSubscriptionToken(),
    ]);
    expect(outcomes).toEqual(['subscribed', 'subscribed', 'token-1']);
    expect(tokenRequests).toHaveLength(1);
    expect(calls.map((c) => c.token)).toEqual(['token-1', 'token-1']);
  });

  it('is refreshed 30 s before the token expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    const { tokenRequests, calls } = backend({ expiresIn: 120 });
    await createSubscriber(input);
    vi.setSystemTime(new Date('2025-03-01T10:01:29Z')); // 89 s: still valid
    await createSubscriber(input);
    expect(tokenRequests).toHaveLength(1);
    vi.setSystemTime(new Date('2025-03-01T10:01:31Z')); // 91 s: within 30 s of expiry
    await createSubscriber(input);
    expect(tokenRequests).toHaveLength(2);
    expect(calls.map((c) => c.token)).toEqual(['token-1', 'token-1', 'token-2']);
  });

  it('a 401 drops the token, fetches exactly one new one and retries once', async () => {
    const { tokenRequests, calls } = backend({
      answer: (call) =>
        call.token === 'token-1'
          ? new HttpResponse(null, { status: 401 })
          : HttpResponse.json({ data: { createSubscriber: { id: 1, email: EMAIL } } }),
    });
    expect(await createSubscriber(input)).toBe('subscribed');
    expect(tokenRequests).toHaveLength(2);
    expect(calls.map((c) => c.token)).toEqual(['token-1', 'token-2']);
    // The new token is cached.
    expect(await createSubscriber(input)).toBe('subscribed');
    expect(tokenRequests).toHaveLength(2);
  });

  it.each(['AUTH_NOT_AUTHENTICATED', 'AUTH_NOT_AUTHORIZED'])(
    'a GraphQL %s error is treated as a 401',
    async (code) => {
      const { tokenRequests, calls } = backend({
        answer: (call) =>
          call.token === 'token-1'
            ? authError(code)
            : HttpResponse.json({ data: { createSubscriber: { id: 1, email: EMAIL } } }),
      });
      expect(await createSubscriber(input)).toBe('subscribed');
      expect(tokenRequests).toHaveLength(2);
      expect(calls).toHaveLength(2);
    },
  );

  it('a second 401 is a failure, with no further retry', async () => {
    const error = vi.spyOn(log, 'error');
    const { tokenRequests, calls } = backend({
      answer: () => new HttpResponse(null, { status: 401 }),
    });
    expect(await createSubscriber(input)).toBe('error');
    expect(tokenRequests).toHaveLength(2);
    expect(calls).toHaveLength(2);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('a token endpoint that refuses the key is a failure, logged without the key', async () => {
    setEnvForTests(
      parseEnv({
        CMS_API_URL: CMS,
        SUBSCRIPTIONS_API_KEY: 'a-wrong-api-key',
        SUBSCRIPTIONS_AUTH_PATH: AUTH_PATH,
      }),
    );
    const error = vi.spyOn(log, 'error');
    const { calls } = backend();
    expect(await createSubscriber(input)).toBe('error');
    expect(calls).toHaveLength(0);
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(error.mock.calls)).not.toContain('a-wrong-api-key');
  });

  it('a malformed token answer is a failure', async () => {
    server.use(http.get(`${CMS}${AUTH_PATH}`, () => HttpResponse.json({ token: '' })));
    expect(await createSubscriber(input)).toBe('error');
  });
});

describe('outcomes', () => {
  const graphqlError = (message: string, code?: string, status = 200) =>
    HttpResponse.json(
      { errors: [{ message, ...(code ? { extensions: { code } } : {}) }] },
      { status },
    );

  it.each([
    ['an existing subscriber (code)', graphqlError('Conflict', 'SUBSCRIBER_EXISTS'), 'exists'],
    ['an existing subscriber (message)', graphqlError('Subscriber already exists.'), 'exists'],
    [
      'invalid input (HotChocolate)',
      graphqlError('Variable `subscriber` got an invalid value.', 'HC0018'),
      'refused',
    ],
    ['a validation error', graphqlError('Email is not valid', 'VALIDATION_ERROR'), 'refused'],
    ['a 400', graphqlError('Bad request', undefined, 400), 'refused'],
    [
      'an unknown field (not "exists")',
      graphqlError('The field `x` does not exist.', 'HC0020'),
      'refused',
    ],
    ['a 500', graphqlError('Unexpected Execution Error', undefined, 500), 'error'],
    ['an empty 200', HttpResponse.json({ data: null }), 'error'],
    ['HTML', new HttpResponse('<html>', { status: 502 }), 'error'],
  ])('%s gives %s', async (_name, response, outcome) => {
    backend({ answer: () => response.clone() });
    expect(await createSubscriber(input)).toBe(outcome);
  });

  it('a timeout and an unreachable backend are failures', async () => {
    backend({
      answer: async () => {
        await delay(1000);
        return HttpResponse.json({});
      },
    });
    expect(await createSubscriber(input)).toBe('error');
    server.use(http.post(`${CMS}/graphql`, () => HttpResponse.error()));
    expect(await createSubscriber(input)).toBe('error');
  });

  it('the visitor sees the mapped outcome, with and without JavaScript', async () => {
    backend({ answer: () => graphqlError('Subscriber already exists.', 'SUBSCRIBER_EXISTS') });
    const fields = { pageId: '1204', name: 'Ada', email: EMAIL, returnTo: '/borger/' };
    let res = await handleSubscriptionPost(form(fields, true));
    expect(res.status).toBe(200);
    // An address that subscribes already gets the answer a new one gets (the backend's e-mail says which).
    expect(await res.json()).toEqual({ status: 'subscribed' });
    backend({ answer: () => graphqlError('Email is not valid', 'VALIDATION_ERROR') });
    res = await handleSubscriptionPost(form(fields));
    expect(res.headers.get('location')).toBe('/borger/?subscription=refused#subscription-status');
    backend({ answer: () => graphqlError('boom', undefined, 500) });
    res = await handleSubscriptionPost(form(fields, true));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ status: 'error' });
  });

  it('every failure logs one line: the email domain, never the address or the token', async () => {
    const spies = [vi.spyOn(log, 'info'), vi.spyOn(log, 'warn'), vi.spyOn(log, 'error')];
    backend({
      answer: (_call, n) =>
        n === 1
          ? new HttpResponse(null, { status: 401 })
          : graphqlError(`Subscriber ${EMAIL} already exists.`, 'SUBSCRIBER_EXISTS'),
    });
    expect(await createSubscriber(input)).toBe('exists');
    const warn = spies[1]!;
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({
      emailDomain: 'example-kommune.dk',
      outcome: 'exists',
      code: 'SUBSCRIBER_EXISTS',
      retried: true,
    });
    const logged = JSON.stringify(spies.map((s) => s.mock.calls));
    expect(logged).not.toContain('ada.lovelace');
    expect(logged).not.toContain('token-1');
    expect(logged).not.toContain('token-2');
    expect(logged).not.toContain(API_KEY);
  });
});

describe('the token never reaches the browser', () => {
  it('is in no response body or header, with or without JavaScript', async () => {
    backend();
    const fields = { pageId: '1204', name: 'Ada', email: EMAIL, returnTo: '/borger/' };
    for (const json of [true, false]) {
      const res = await handleSubscriptionPost(form(fields, json));
      const text = await res.text();
      const headers = JSON.stringify([...res.headers]);
      for (const secret of ['token-1', API_KEY, 'Bearer']) {
        expect(text).not.toContain(secret);
        expect(headers).not.toContain(secret);
      }
      expect(headers).not.toMatch(/set-cookie/i);
    }
  });
});
