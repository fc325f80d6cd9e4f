import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptJson, formPost } from '#tests/support/form-post.ts';
import { classify } from '#src/server/request/classify.ts';
import { requestModelOf } from '#src/server/pipeline/classify-step.ts';
import { handleFeedbackPost, handleSubscriptionPost } from './module-api.ts';
import {
  FORM_STATE_COOKIE,
  FORM_STATE_MAX_AGE_S,
  MAX_SEALED_LENGTH,
  openFormState,
  sealFormState,
} from './form-state.ts';
import { normaliseEmail } from './modules.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { CMS, server } from '#tests/support/setup.ts';

// What a visitor typed, between a plain post and the page it is sent back to (decision 034).

const feedback = {
  siteKey: '8f1c2a6e-3b7d-4c59-a0e4-6d2b9c71f3a8',
  pageKey: 'a6b4c1d2-0e3f-4a5b-8c7d-9e0f1a2b3c4d',
  rating: 'yes',
  returnTo: '/børn/',
};
const sub = { pageId: '1204', returnTo: '/borger/parkering/' };

/** The cookie pair (`name=value`) of a Set-Cookie header. */
const pairOf = (setCookie: string | null) => setCookie?.split(';')[0] ?? '';

function subscriptionsOn() {
  setEnvForTests(
    parseEnv({
      CMS_API_URL: CMS,
      CMS_API_KEY: 'test-key',
      SESSION_PASSWORD: 'unit-session-password-0123456789abcdef',
      SUBSCRIPTIONS_API_KEY: 'unit-subscriptions-key',
      SUBSCRIPTIONS_AUTH_PATH: '/api/subscriptions/token',
    }),
  );
  server.use(
    http.get(`${CMS}/api/subscriptions/token`, () =>
      HttpResponse.json({ token: 'unit-token', tokenExpiresIn: 3600 }),
    ),
    http.post(`${CMS}/graphql`, () =>
      HttpResponse.json({ data: { createSubscriber: { id: 7, email: 'x' } } }),
    ),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the typed values after a plain post', () => {
  it('go in a sealed, short-lived, HttpOnly cookie, never in the URL', async () => {
    subscriptionsOn();
    const res = await handleSubscriptionPost(
      formPost('/api/subscriptions', { ...sub, name: 'Ada Lovelace', email: 'ada@eksempel' }),
    );
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe(
      '/borger/parkering/?subscription=invalid&subscription-error=email.invalid#subscription-summary',
    );
    expect(location).not.toMatch(/ada|lovelace/i);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      new RegExp(
        `^${FORM_STATE_COOKIE}=Fe26\\.2\\*[^;]+; Max-Age=${FORM_STATE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax$`,
      ),
    );
    expect(cookie).not.toMatch(/ada|lovelace/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Only that page reads it.
    expect(await openFormState(pairOf(cookie), '/borger/parkering/')).toEqual({
      module: 'subscription',
      pagePath: '/borger/parkering/',
      values: { name: 'Ada Lovelace', email: 'ada@eksempel' },
    });
    expect(await openFormState(pairOf(cookie), '/borger/')).toBeNull();
  });

  it('the page path is the decoded one the request model has', async () => {
    const res = await handleFeedbackPost(
      formPost('/api/feedback', { ...feedback, comment: 'x'.repeat(1001) }),
    );
    expect(res.headers.get('location')).toBe(
      '/b%C3%B8rn/?feedback=invalid&feedback-error=comment.tooLong#feedback-summary',
    );
    // A value longer than its field allows never came from the form: not kept, so no cookie.
    expect(res.headers.get('set-cookie')).toBeNull();
    const kept = await handleFeedbackPost(
      formPost('/api/feedback', { ...feedback, rating: '', comment: 'Fin side' }),
    );
    const state = await openFormState(pairOf(kept.headers.get('set-cookie')), '/børn/');
    expect(state?.values).toEqual({ comment: 'Fin side' });
  });

  it('nothing is kept on success, nor for our JavaScript (its fields never left the page)', async () => {
    subscriptionsOn();
    const sent = await handleSubscriptionPost(
      formPost('/api/subscriptions', { ...sub, name: 'Ada', email: 'ada@eksempel.dk' }),
    );
    expect(sent.headers.get('location')).toContain('subscription=subscribed#subscription-status');
    expect(sent.headers.get('set-cookie')).toBeNull();
    const json = await handleSubscriptionPost(
      formPost('/api/subscriptions', { ...sub, name: '', email: 'ada@eksempel.dk' }, acceptJson),
    );
    expect(json.status).toBe(422);
    expect(json.headers.get('set-cookie')).toBeNull();
  });

  it('forged, tampered, expired or oversized cookies give nothing', async () => {
    const sealed = await sealFormState(
      'subscription',
      '/borger/',
      new URLSearchParams({ name: 'Ada', email: 'a@b.dk' }),
    );
    const cookie = `${FORM_STATE_COOKIE}=${sealed}`;
    expect(await openFormState(cookie, '/borger/')).not.toBeNull();
    expect(await openFormState(`${cookie.slice(0, -3)}abc`, '/borger/')).toBeNull();
    expect(await openFormState(`${FORM_STATE_COOKIE}=garbage`, '/borger/')).toBeNull();
    expect(await openFormState(`${FORM_STATE_COOKIE}=${'x'.repeat(5000)}`, '/borger/')).toBeNull();
    expect(await openFormState('other=1', '/borger/')).toBeNull();
    vi.useFakeTimers({ now: Date.now() + (FORM_STATE_MAX_AGE_S + 61) * 1000 });
    expect(await openFormState(cookie, '/borger/')).toBeNull();
  });

  it('stays within a cookie: the longest value is left out when it would not fit', async () => {
    // The longest name the form allows, in three-byte characters, fits beside an address.
    const name = '€'.repeat(200);
    const email = 'ada@eksempel.dk';
    const small = await sealFormState('subscription', '/x/', new URLSearchParams({ name, email }));
    expect((await openFormState(`${FORM_STATE_COOKIE}=${small}`, '/x/'))?.values).toEqual({
      name,
      email,
    });
    // A 1000-character comment of three-byte characters does not fit: it is left out.
    const comment = '€'.repeat(1000);
    expect(await sealFormState('feedback', '/x/', new URLSearchParams({ comment }))).toBeNull();
    const typical = 'Jeg savner åbningstiderne for genbrugspladsen i weekenden. '.repeat(16);
    const sealed = await sealFormState(
      'feedback',
      '/x/',
      new URLSearchParams({ comment: typical.slice(0, 1000) }),
    );
    expect(sealed!.length).toBeLessThanOrEqual(MAX_SEALED_LENGTH);
  });

  it('the request model holds it for its page only, and no page cache serves or keeps that page', async () => {
    const sealed = await sealFormState(
      'feedback',
      '/borger/',
      new URLSearchParams({ comment: 'Hej' }),
    );
    const cookie = `${FORM_STATE_COOKIE}=${sealed}`;
    const here = await requestModelOf(classify(new URL('http://site.test/borger/')), cookie);
    expect(here.formState?.values).toEqual({ comment: 'Hej' });
    expect(here.cacheVariant).toBeNull();
    const elsewhere = await requestModelOf(classify(new URL('http://site.test/kultur/')), cookie);
    expect(elsewhere.formState).toBeNull();
    expect(elsewhere.cacheVariant).not.toBeNull();
  });
});

describe('e-mail addresses are read tolerantly', () => {
  it.each([
    [' ada@eksempel.dk ', 'ada@eksempel.dk'],
    ['mailto:ada@eksempel.dk', 'ada@eksempel.dk'],
    ['jens@brønderslev.dk', 'jens@xn--brnderslev-1cb.dk'],
    ['ada@EKSEMPEL.dk', 'ada@EKSEMPEL.dk'],
    ['ikke-en-adresse', 'ikke-en-adresse'],
  ])('%s', (given, read) => {
    expect(normaliseEmail(given)).toBe(read);
  });
});
