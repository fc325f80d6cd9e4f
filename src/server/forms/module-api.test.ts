import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptJson, formPost } from '#tests/support/form-post.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { log } from '#src/server/log.ts';
import { handleFeedbackPost, handleSubscriptionPost } from '#src/server/forms/module-api.ts';
import { FEEDBACK_RATINGS } from '#src/server/forms/modules.ts';
import { invalidLimits, perAddressLimits } from '#src/server/forms/limits.ts';
import { runWithRequestContext } from '#src/server/request-context.ts';
import { CMS, server, setTestEnv } from '#tests/support/setup.ts';

const form = (path: string, fields: Record<string, string>, json = false) =>
  formPost(path, fields, json ? acceptJson : {});

/** `handler` as the pipeline runs it for a visitor at `ip`. */
const from = (ip: string, handler: (req: Request) => Promise<Response>, req: Request) =>
  runWithRequestContext(undefined, () => handler(req), ip);

const SITE_KEY = '8f1c2a6e-3b7d-4c59-a0e4-6d2b9c71f3a8';
const PAGE_KEY = 'a6b4c1d2-0e3f-4a5b-8c7d-9e0f1a2b3c4d';

const feedback = {
  siteKey: SITE_KEY,
  pageKey: PAGE_KEY,
  rating: 'yes',
  comment: 'Fin side',
  returnTo: '/borger/',
};

type Seen = { body: unknown; headers: Headers };

/** The feedback endpoint answering `status` with `body`; records what it was sent. */
function feedbackBackend(
  status = 201,
  body: unknown = { key: 'f3e1a7c2-5d4b-4e6f-9a8b-7c6d5e4f3a2b' },
) {
  const seen: Seen[] = [];
  server.use(
    http.post(`${CMS}/api/feedback`, async ({ request }) => {
      seen.push({ body: await request.json(), headers: request.headers });
      return HttpResponse.json(body as never, { status });
    }),
  );
  return seen;
}

describe('feedback module: the call to Limbo.Umbraco.Feedback', () => {
  it('posts exactly { siteKey, pageKey, rating, comment } with the rating GUID, and 201 is sent', async () => {
    const seen = feedbackBackend();
    const res = await handleFeedbackPost(form('/api/feedback', feedback));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/borger/?feedback=sent#feedback-status');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toEqual({
      siteKey: SITE_KEY,
      pageKey: PAGE_KEY,
      rating: '00000000-0000-0000-0001-000000002000',
      comment: 'Fin side',
    });
    expect(seen[0]!.headers.get('x-api-key')).toBe('test-key');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('"no" is the negative rating, and an empty comment is left out', async () => {
    const seen = feedbackBackend();
    await handleFeedbackPost(form('/api/feedback', { ...feedback, rating: 'no', comment: '  ' }));
    expect(seen[0]!.body).toEqual({
      siteKey: SITE_KEY,
      pageKey: PAGE_KEY,
      rating: FEEDBACK_RATINGS.no,
    });
    expect(FEEDBACK_RATINGS.no).toBe('00000000-0000-0000-0001-000000001000');
  });

  it('our JavaScript gets JSON', async () => {
    feedbackBackend();
    const res = await handleFeedbackPost(form('/api/feedback', feedback, true));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ status: 'sent' });
  });

  it.each([
    [404, 'A page with the specified key could not be found.'],
    [404, 'A site with the specified key could not be found.'],
    [400, 'A rating with the specified name does not exist.'],
  ])(
    'a %i is refused with a clear message and one warning (never the comment)',
    async (status, message) => {
      feedbackBackend(status, message);
      const warn = vi.spyOn(log, 'warn');
      const comment = 'Min hemmelige kommentar';
      let res = await handleFeedbackPost(form('/api/feedback', { ...feedback, comment }, true));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ status: 'refused' });
      expect(warn).toHaveBeenCalledTimes(1);
      const [fields] = warn.mock.calls[0] as unknown as [Record<string, unknown>];
      expect(fields).toMatchObject({ status, message });
      expect(JSON.stringify(warn.mock.calls)).not.toContain(comment);

      res = await handleFeedbackPost(form('/api/feedback', { ...feedback, comment }));
      expect(res.headers.get('location')).toBe('/borger/?feedback=refused#feedback-status');
    },
  );

  it('a 5xx, a timeout and an unreachable backend ask the visitor to try again later', async () => {
    const error = vi.spyOn(log, 'error');
    feedbackBackend(500, 'An error occurred.');
    let res = await handleFeedbackPost(form('/api/feedback', feedback, true));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ status: 'error' });

    server.use(
      http.post(`${CMS}/api/feedback`, async () => {
        await delay(1000);
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    res = await handleFeedbackPost(form('/api/feedback', feedback));
    expect(res.headers.get('location')).toBe('/borger/?feedback=error#feedback-status');

    server.use(http.post(`${CMS}/api/feedback`, () => HttpResponse.error()));
    res = await handleFeedbackPost(form('/api/feedback', feedback, true));
    expect(await res.json()).toEqual({ status: 'error' });
    expect(error).toHaveBeenCalledTimes(3);
  });
});

describe('feedback module: hostile input', () => {
  it.each([
    ['siteKey', '1100'],
    ['pageKey', '1204'],
    ['pageKey', `${PAGE_KEY}' OR 1=1`],
    ['siteKey', '../../umbraco'],
  ])('a %s that is not a GUID (%s) never reaches the backend', async (field, value) => {
    const seen = feedbackBackend();
    const res = await handleFeedbackPost(
      form('/api/feedback', { ...feedback, [field]: value }, true),
    );
    expect(res.status).toBe(422);
    // Not a field the visitor can correct: the summary asks to reload the page.
    expect(await res.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'form', code: 'invalid' }],
    });
    expect(seen).toHaveLength(0);
  });

  it('a rating other than yes/no, or a raw rating GUID, is refused', async () => {
    const seen = feedbackBackend();
    for (const rating of ['', 'maybe', FEEDBACK_RATINGS.yes]) {
      const res = await handleFeedbackPost(form('/api/feedback', { ...feedback, rating }, true));
      expect(await res.json()).toEqual({
        status: 'invalid',
        errors: [{ field: 'rating', code: 'invalid' }],
      });
    }
    const withoutRating = Object.fromEntries(
      Object.entries(feedback).filter(([name]) => name !== 'rating'),
    );
    const res = await handleFeedbackPost(form('/api/feedback', withoutRating, true));
    expect(await res.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'rating', code: 'required' }],
    });
    expect(seen).toHaveLength(0);
  });

  it('every problem at once, in the order of the form, each for its own field', async () => {
    feedbackBackend();
    const res = await handleFeedbackPost(
      form('/api/feedback', { ...feedback, rating: '', comment: 'x'.repeat(1001) }, true),
    );
    expect(await res.json()).toEqual({
      status: 'invalid',
      errors: [
        { field: 'comment', code: 'tooLong' },
        { field: 'rating', code: 'invalid' },
      ],
    });
  });

  it('a comment over 1000 characters is too long; CRLF counts as one character', async () => {
    const seen = feedbackBackend();
    let res = await handleFeedbackPost(
      form('/api/feedback', { ...feedback, comment: 'x'.repeat(1001) }, true),
    );
    expect(await res.json()).toEqual({
      status: 'invalid',
      errors: [{ field: 'comment', code: 'tooLong' }],
    });
    res = await handleFeedbackPost(
      form('/api/feedback', { ...feedback, comment: 'x\r\n'.repeat(333) + 'x' }, true),
    );
    expect(await res.json()).toEqual({ status: 'sent' });
    expect((seen[0]!.body as { comment: string }).comment).toBe('x\n'.repeat(333) + 'x');
  });

  it('control characters are stripped from the comment', async () => {
    const seen = feedbackBackend();
    await handleFeedbackPost(
      form('/api/feedback', { ...feedback, comment: 'a\u0000b\u0007c\u001bd\u202Ee\tf\ng\u0085' }),
    );
    expect((seen[0]!.body as { comment: string }).comment).toBe('abcde\tf\ng');
  });

  it('a script in the comment is passed on as plain text and never echoed back', async () => {
    const seen = feedbackBackend();
    const comment = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    let res = await handleFeedbackPost(form('/api/feedback', { ...feedback, comment }, true));
    expect(await res.text()).toBe('{"status":"sent"}');
    res = await handleFeedbackPost(form('/api/feedback', { ...feedback, comment }));
    expect(res.headers.get('location')).toBe('/borger/?feedback=sent#feedback-status');
    expect(await res.text()).toBe('');
    expect((seen[0]!.body as { comment: string }).comment).toBe(comment);
  });

  it('an oversized post is refused with 413 before the backend is asked', async () => {
    const seen = feedbackBackend();
    const res = await handleFeedbackPost(
      form('/api/feedback', { ...feedback, comment: 'x'.repeat(20_000) }),
    );
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('Formularen er for stor');
    const json = await handleFeedbackPost(
      form('/api/feedback', { ...feedback, comment: 'x'.repeat(20_000) }, true),
    );
    expect(json.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('never redirects off-site', async () => {
    feedbackBackend();
    const res = await handleFeedbackPost(
      form('/api/feedback', { ...feedback, returnTo: '//evil.example/' }),
    );
    expect(res.headers.get('location')).toBe('/?feedback=sent#feedback-status');
  });
});

describe('feedback module: rate limit', () => {
  const { points } = perAddressLimits.feedback;

  it(`the post after ${points} in 10 minutes from one address is limited: when to try again without JavaScript, 429 for JSON`, async () => {
    const seen = feedbackBackend();
    for (let i = 0; i < points; i++) {
      const res = await from('198.51.100.30', handleFeedbackPost, form('/api/feedback', feedback));
      expect(res.headers.get('location'), `post ${i + 1}`).toBe(
        '/borger/?feedback=sent#feedback-status',
      );
    }
    // Without JavaScript: back to the page, which says when to try again (FeedbackModule.api.test.tsx).
    const plain = await from('198.51.100.30', handleFeedbackPost, form('/api/feedback', feedback));
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe(
      '/borger/?feedback=limited&feedback-retry=10#feedback-status',
    );
    const json = await from(
      '198.51.100.30',
      handleFeedbackPost,
      form('/api/feedback', feedback, true),
    );
    expect(json.status).toBe(429);
    const retryAfter = Number(json.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(await json.json()).toEqual({ status: 'limited', retryAfter });
    expect(seen).toHaveLength(points);
    // Another address is not limited by it.
    const other = await from('198.51.100.31', handleFeedbackPost, form('/api/feedback', feedback));
    expect(other.headers.get('location')).toBe('/borger/?feedback=sent#feedback-status');
  });

  // Regression: five invalid posts of the first ten used up the quota of everyone behind the
  // address, although none of them reached the backend.
  it('posts that fail validation do not use up the quota; they have a higher one of their own', async () => {
    const seen = feedbackBackend();
    const bad = { ...feedback, rating: 'maybe' };
    for (let i = 0; i < invalidLimits.feedback.points; i++) {
      const res = await from('198.51.100.32', handleFeedbackPost, form('/api/feedback', bad, true));
      expect(res.status, `invalid post ${i + 1}`).toBe(422);
    }
    const tooMany = await from('198.51.100.32', handleFeedbackPost, form('/api/feedback', bad));
    expect(tooMany.headers.get('location')).toMatch(/[?&]feedback=limited&feedback-retry=\d+#/);
    for (let i = 0; i < points; i++) {
      const res = await from('198.51.100.32', handleFeedbackPost, form('/api/feedback', feedback));
      expect(res.headers.get('location'), `valid post ${i + 1}`).toBe(
        '/borger/?feedback=sent#feedback-status',
      );
    }
    expect(seen).toHaveLength(points);
  });
});

describe('subscription module: the endpoint', () => {
  const sub = { pageId: '1204', name: 'Ada Lovelace', returnTo: '/borger/' };

  beforeEach(() => {
    setTestEnv({
      SUBSCRIPTIONS_API_KEY: 'unit-subscriptions-key',
      SUBSCRIPTIONS_AUTH_PATH: '/api/subscriptions/token',
    });
    let subscribed = false;
    server.use(
      http.get(`${CMS}/api/subscriptions/token`, () =>
        HttpResponse.json({ token: 'unit-token', tokenExpiresIn: 3600 }),
      ),
      http.post(`${CMS}/graphql`, () => {
        if (subscribed) {
          return HttpResponse.json({
            errors: [
              { message: 'Subscriber already exists.', extensions: { code: 'SUBSCRIBER_EXISTS' } },
            ],
          });
        }
        subscribed = true;
        return HttpResponse.json({ data: { createSubscriber: { id: 7, email: 'x' } } });
      }),
    );
  });

  // Regression: `?subscription=exists` told anyone whether an address subscribes.
  it('responds to an address that already subscribes exactly as to a new one', async () => {
    const first = await handleSubscriptionPost(
      form('/api/subscriptions', { ...sub, email: 'ny@example.dk' }, true),
    );
    const again = await handleSubscriptionPost(
      form('/api/subscriptions', { ...sub, email: 'ny@example.dk' }, true),
    );
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual(await first.json());
    const plain = await handleSubscriptionPost(
      form('/api/subscriptions', { ...sub, email: 'ny@example.dk' }),
    );
    expect(plain.headers.get('location')).toBe(
      '/borger/?subscription=subscribed#subscription-status',
    );
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [`${'a'.repeat(250)}@example.dk`, 'tooLong'],
    ['ikke-en-adresse', 'invalid'],
    ['navn@eksempel', 'invalid'],
    ['<script>@x.dk', 'invalid'],
  ])('validates the email %#', async (email, code) => {
    const res = await handleSubscriptionPost(form('/api/subscriptions', { ...sub, email }, true));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ status: 'invalid', errors: [{ field: 'email', code }] });
  });

  it.each([
    ['', 'required'],
    ['  \u0000 ', 'required'],
    ['x'.repeat(201), 'tooLong'],
  ])('validates the name %#', async (name, code) => {
    const res = await handleSubscriptionPost(
      form('/api/subscriptions', { ...sub, name, email: 'ny@example.dk' }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `/borger/?subscription=invalid&subscription-error=name.${code}#subscription-summary`,
    );
  });

  it('both fields wrong: both errors, the name first', async () => {
    const res = await handleSubscriptionPost(
      form('/api/subscriptions', { ...sub, name: '', email: 'ikke-en-adresse' }),
    );
    expect(res.headers.get('location')).toBe(
      '/borger/?subscription=invalid&subscription-error=name.required&subscription-error=email.invalid#subscription-summary',
    );
  });

  it.each(['abc', '-1', '0', '99999999999', '2147483648'])(
    'refuses the page id %s',
    async (pageId) => {
      const res = await handleSubscriptionPost(
        form('/api/subscriptions', { ...sub, pageId, email: 'ny@example.dk' }, true),
      );
      expect(await res.json()).toEqual({
        status: 'invalid',
        errors: [{ field: 'form', code: 'invalid' }],
      });
    },
  );

  it('without SUBSCRIPTIONS_API_KEY and SUBSCRIPTIONS_AUTH_PATH the endpoint responds with 404', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: CMS, CMS_API_KEY: 'test-key' }));
    const graphql = vi.fn(() => HttpResponse.json({}));
    server.use(http.post(`${CMS}/graphql`, graphql));
    const res = await handleSubscriptionPost(
      form('/api/subscriptions', { ...sub, email: 'ny@example.dk' }),
    );
    expect(res.status).toBe(404);
    expect(graphql).not.toHaveBeenCalled();
  });

  /** Counts createSubscriber calls; `subscribed` e-mails answer "exists". */
  function countingBackend(subscribed: string[] = []) {
    const calls: string[] = [];
    server.use(
      http.post(`${CMS}/graphql`, async ({ request }) => {
        const { variables } = (await request.json()) as {
          variables: { subscriber: { email: string } };
        };
        calls.push(variables.subscriber.email);
        if (subscribed.includes(variables.subscriber.email.toLowerCase())) {
          return HttpResponse.json({
            errors: [{ message: 'exists', extensions: { code: 'SUBSCRIBER_EXISTS' } }],
          });
        }
        return HttpResponse.json({ data: { createSubscriber: { id: 7, email: 'x' } } });
      }),
    );
    return calls;
  }

  it('is limited per e-mail address across client addresses: 5 a day, however it is spelled', async () => {
    const calls = countingBackend();
    const spellings = [
      'offer@example.dk',
      'Offer@Example.dk',
      ' OFFER@example.DK ',
      'offer@EXAMPLE.dk',
      // Regression: a `+tag` made another address to count, for the same inbox.
      'offer+nyhedsbrev@example.dk',
    ];
    for (let i = 0; i < 5; i++) {
      const email = spellings[i % spellings.length]!;
      const res = await from(
        `203.0.113.${i + 1}`,
        handleSubscriptionPost,
        form('/api/subscriptions', { ...sub, email }, true),
      );
      expect(await res.json(), `post ${i + 1}`).toEqual({ status: 'subscribed' });
    }
    const plain = await from(
      '203.0.113.50',
      handleSubscriptionPost,
      form('/api/subscriptions', { ...sub, email: 'offer@example.dk' }),
    );
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe(
      '/borger/?subscription=limited&subscription-retry=1440#subscription-status',
    );
    const json = await from(
      '203.0.113.51',
      handleSubscriptionPost,
      form('/api/subscriptions', { ...sub, email: 'Offer@example.dk' }, true),
    );
    expect(json.status).toBe(429);
    expect(Number(json.headers.get('retry-after'))).toBeGreaterThan(80_000);
    expect(await json.json()).toMatchObject({ status: 'limited' });
    expect(calls).toHaveLength(5);
    // Another e-mail from the same address goes through.
    const other = await from(
      '203.0.113.50',
      handleSubscriptionPost,
      form('/api/subscriptions', { ...sub, email: 'anden@example.dk' }, true),
    );
    expect(await other.json()).toEqual({ status: 'subscribed' });
  });

  it('a limited response is the same whether the e-mail subscribes or not, and asks nothing of the backend', async () => {
    const calls = countingBackend(['kendt@example.dk']);
    const limitedResponse = async (email: string) => {
      for (let i = 0; i < 5; i++) {
        await from(
          `192.0.2.${i + 1}`,
          handleSubscriptionPost,
          form('/api/subscriptions', { ...sub, email }),
        );
      }
      const before = calls.length;
      const plain = await from(
        '192.0.2.99',
        handleSubscriptionPost,
        form('/api/subscriptions', { ...sub, email }),
      );
      const json = await from(
        '192.0.2.98',
        handleSubscriptionPost,
        form('/api/subscriptions', { ...sub, email }, true),
      );
      expect(calls.length).toBe(before);
      return {
        location: plain.headers.get('location'),
        status: json.status,
        body: await json.text(),
      };
    };
    expect(await limitedResponse('kendt@example.dk')).toEqual(
      await limitedResponse('ukendt@example.dk'),
    );
  });

  it(`is limited per client address: ${perAddressLimits.subscription.points} an hour, whatever the e-mails`, async () => {
    const { points } = perAddressLimits.subscription;
    const calls = countingBackend();
    for (let i = 0; i < points; i++) {
      const res = await from(
        '198.51.100.40',
        handleSubscriptionPost,
        form('/api/subscriptions', { ...sub, email: `person${i}@example.dk` }, true),
      );
      expect(res.status, `post ${i + 1}`).toBe(200);
    }
    const res = await from(
      '198.51.100.40',
      handleSubscriptionPost,
      form('/api/subscriptions', { ...sub, email: 'one-too-many@example.dk' }, true),
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3_000);
    expect(calls).toHaveLength(points);
  });
});
