import { describe, expect, it } from 'vitest';
import { handleFeedbackPost, handleSubscriptionPost } from '#src/server/module-api.ts';

const form = (path: string, fields: Record<string, string>, json = false) =>
  new Request(`http://site.test${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'site.test',
      origin: 'http://site.test',
      ...(json ? { accept: 'application/json' } : {}),
    },
  });

const feedback = {
  siteId: '1100',
  pageId: '1204',
  rating: 'yes',
  comment: 'Fin side',
  returnTo: '/borger/',
};

describe('feedback module', () => {
  it('a plain post is answered 303 back to the page with the outcome', async () => {
    const res = await handleFeedbackPost(form('/api/feedback', feedback));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/borger/?feedback=sent#feedback');
  });

  it('our JavaScript gets JSON', async () => {
    const res = await handleFeedbackPost(form('/api/feedback', feedback, true));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'sent' });
  });

  it('a backend failure is reported, not hidden', async () => {
    const res = await handleFeedbackPost(
      form('/api/feedback', { ...feedback, comment: 'fejl-test' }, true),
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ status: 'error' });
  });

  it('input errors use the spec messages', async () => {
    let res = await handleFeedbackPost(form('/api/feedback', { ...feedback, rating: '' }, true));
    expect(await res.json()).toMatchObject({
      status: 'invalid',
      error: { field: 'rating', message: 'input.required' },
    });
    res = await handleFeedbackPost(
      form('/api/feedback', { ...feedback, comment: 'x'.repeat(1001) }, true),
    );
    expect(await res.json()).toMatchObject({
      error: { field: 'comment', message: 'input.tooLong' },
    });
    res = await handleFeedbackPost(
      form('/api/feedback', { ...feedback, comment: '<script>x</script>' }),
    );
    expect(res.headers.get('location')).toBe(
      '/borger/?feedback=invalid&feedback-error=input.notAllowed#feedback',
    );
  });

  it('never redirects off-site', async () => {
    const res = await handleFeedbackPost(
      form('/api/feedback', { ...feedback, returnTo: '//evil.example/' }),
    );
    expect(res.headers.get('location')).toBe('/?feedback=sent#feedback');
  });
});

describe('subscription module', () => {
  const sub = { siteId: '1100', pageId: '1204', returnTo: '/borger/' };
  it('subscribes, and reports an address that is already subscribed', async () => {
    let res = await handleSubscriptionPost(
      form('/api/subscriptions', { ...sub, email: 'ny@example.dk' }, true),
    );
    expect(await res.json()).toEqual({ status: 'subscribed' });
    res = await handleSubscriptionPost(
      form('/api/subscriptions', { ...sub, email: 'ny@example.dk' }),
    );
    expect(res.headers.get('location')).toBe('/borger/?subscription=exists#subscription');
  });

  it.each([
    ['', 'input.required'],
    [`${'a'.repeat(250)}@example.dk`, 'input.tooLong'],
    ['ikke-en-adresse', 'input.notAllowed'],
  ])('validates the email %#', async (email, message) => {
    const res = await handleSubscriptionPost(form('/api/subscriptions', { ...sub, email }, true));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      status: 'invalid',
      error: { field: 'email', message },
    });
  });
});
