import { randomBytes, randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';

// The token endpoint (Limbo.ApiAuthentication, project endpoint) and `POST /graphql`
// `createSubscriber` (Limbo.Subscriptions, HotChocolate), with the tokens and subscribers issued.

/** The API key the sample's subscription token endpoint accepts, and that endpoint's path. */
export const SAMPLE_SUBSCRIPTIONS_API_KEY = 'sample-subscriptions-key';
export const SAMPLE_SUBSCRIPTIONS_AUTH_PATH = '/api/subscriptions/token';

/** Tokens issued by the token endpoint; `revokeSubscriptionTokens` forgets them all. */
const issuedTokens = new Set<string>();
export const revokeSubscriptionTokens = () => issuedTokens.clear();

/** The project's token endpoint: an API key in, a bearer token for /graphql out. */
export const subscriptionTokenHandler = http.get(
  `*${SAMPLE_SUBSCRIPTIONS_AUTH_PATH}`,
  ({ request }) => {
    const apiKey = new URL(request.url).searchParams.get('apiKey');
    if (apiKey !== SAMPLE_SUBSCRIPTIONS_API_KEY) {
      return HttpResponse.json({ error: 'Invalid API key.' }, { status: 401 });
    }
    const token = randomBytes(24).toString('base64url');
    issuedTokens.add(token);
    return HttpResponse.json({ token, tokenExpiresIn: 3600 });
  },
);

/** A HotChocolate error answer; field errors carry the field's path. */
const graphqlError = (message: string, code: string, status = 200) => {
  const field = code === 'AUTH_NOT_AUTHENTICATED' || code === 'SUBSCRIBER_EXISTS';
  return HttpResponse.json(
    {
      errors: [{ message, ...(field ? { path: ['createSubscriber'] } : {}), extensions: { code } }],
    },
    { status },
  );
};

/** Addresses already subscribed, per node: the first one is subscribed to everything. */
const subscribed = new Set(['*:allerede@example-kommune.dk']);

/**
 * `POST /graphql` with `Authorization: Bearer <token>` and the `createSubscriber` mutation,
 * answered as HotChocolate does: HTTP 200 with `errors` for invalid input (HC0018), a missing or
 * unknown token (AUTH_NOT_AUTHENTICATED) and an existing subscriber (SUBSCRIBER_EXISTS); an
 * address starting with "fejl" makes the backend fail with a 500.
 */
export const subscriptionsHandler = http.post('*/graphql', async ({ request }) => {
  let body: { query?: unknown; variables?: { subscriber?: Record<string, unknown> } };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return graphqlError('Invalid GraphQL request.', 'HC0011', 400);
  }
  if (typeof body?.query !== 'string' || !body.query.includes('createSubscriber')) {
    return graphqlError('The sample backend only knows the createSubscriber mutation.', 'HC0015');
  }
  const subscriber = body.variables?.subscriber ?? {};
  for (const field of ['name', 'email', 'subscriptionSystem']) {
    const value = subscriber[field];
    if (typeof value !== 'string' || !value.trim()) {
      return graphqlError(
        `Variable \`subscriber\` got an invalid value. The required input field \`${field}\` is missing.`,
        'HC0018',
      );
    }
  }
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token || !issuedTokens.has(token)) {
    return graphqlError(
      'The current user is not authorized to access this resource.',
      'AUTH_NOT_AUTHENTICATED',
    );
  }
  const email = (subscriber.email as string).trim();
  if (email.toLowerCase().startsWith('fejl')) {
    return HttpResponse.json(
      { errors: [{ message: 'Unexpected Execution Error' }] },
      { status: 500 },
    );
  }
  const items = Array.isArray(subscriber.subscriptionItems) ? subscriber.subscriptionItems : [];
  const nodeIds = items.map((item) => String((item as { nodeId?: unknown })?.nodeId ?? ''));
  const address = email.toLowerCase();
  const keys = (nodeIds.length ? nodeIds : ['']).map((id) => `${id}:${address}`);
  if (subscribed.has(`*:${address}`) || keys.some((key) => subscribed.has(key))) {
    return graphqlError('Subscriber already exists.', 'SUBSCRIBER_EXISTS');
  }
  for (const key of keys) subscribed.add(key);
  return HttpResponse.json({ data: { createSubscriber: { id: randomUUID(), email } } });
});
