import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { drafts, notFoundContent, pageKeys } from '../fixtures/pages.ts';
import { SAMPLE_SITE_KEY } from '../fixtures/site.ts';
import { generated, realAnswer, type Content } from './content.ts';

// `POST /api/feedback` (Limbo.Umbraco.Feedback).

/** Limbo.Umbraco.Feedback's built-in ratings (FeedbackConstants). */
const FEEDBACK_RATING_POSITIVE = '00000000-0000-0000-0001-000000002000';
const FEEDBACK_RATING_NEGATIVE = '00000000-0000-0000-0001-000000001000';

const knownSiteKeys = new Set([SAMPLE_SITE_KEY, realAnswer.siteKey]);
const knownPageKeys = new Set([
  ...Object.values(pageKeys),
  ...Object.values(generated?.pages ?? {}).map((entry) => entry.content.key),
  (notFoundContent as Content).key,
  ...Object.values(drafts).map((draft) => (draft as Content).key),
  realAnswer.pageKey,
]);
const ratings = new Set([FEEDBACK_RATING_POSITIVE, FEEDBACK_RATING_NEGATIVE]);

/**
 * `POST /api/feedback` `{ siteKey, pageKey, rating, name?, email?, comment? }`: 201 `{ key }`;
 * 404 "Site not found." / "Page not found.", 400 "Rating not found." (JSON strings, as the
 * package answers). A comment containing "fejl-test" makes the backend fail with a 500.
 */
export const feedbackHandler = http.post('*/api/feedback', async ({ request }) => {
  let body: Record<string, unknown>;
  try {
    body = (await request.json()) as Record<string, unknown>;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
  } catch {
    return HttpResponse.json('Invalid request body.', { status: 400 });
  }
  const str = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '');
  if (!knownSiteKeys.has(str(body.siteKey)))
    return HttpResponse.json('Site not found.', { status: 404 });
  if (!knownPageKeys.has(str(body.pageKey)))
    return HttpResponse.json('Page not found.', { status: 404 });
  if (!ratings.has(str(body.rating)))
    return HttpResponse.json('Rating not found.', { status: 400 });
  if (typeof body.comment === 'string' && body.comment.includes('fejl-test'))
    return HttpResponse.json('An error occurred.', { status: 500 });
  return HttpResponse.json({ key: randomUUID() }, { status: 201 });
});
