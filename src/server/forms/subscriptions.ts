import { z } from 'zod';
import { getEnv, type Env } from '../env.ts';
import { log } from '../log.ts';
import { stripControls } from './modules.ts';

// Limbo.Subscriptions: a HotChocolate GraphQL endpoint
// behind `[Authorize]`. The bearer token comes from the project's Limbo.ApiAuthentication
// endpoint (`GET {CMS_API_URL}{SUBSCRIPTIONS_AUTH_PATH}?apiKey=…`). It is kept in this process
// only: never sent to a browser, never logged.
//
// The site asks for the subscription and responds to the visitor the same way whether or not the
// address subscribes already (module-api.ts): a page must not tell anyone who subscribes. The
// backend is expected to write to the address in both cases, so only its owner learns which:
// "you now subscribe to …" for a new subscriber, "you already subscribe to …" for an existing
// one (with its unsubscribe link). The site sends no mail itself.

/**
 * The GraphQL input type of `createSubscriber`'s argument. HotChocolate names it after the C#
 * input class; a project that renames it changes this constant.
 */
const SUBSCRIBER_INPUT_TYPE = 'SubscriberInput';

/**
 * The `subscriptionSystem` every subscriber is created in (the package requires one). Umbraco
 * page subscriptions use the `umbraco` system; a project with its own system name changes this.
 */
export const SUBSCRIPTION_SYSTEM = 'umbraco';

/** Refresh the token this long before the backend says it expires. */
const EXPIRY_MARGIN_MS = 30_000;

export const CREATE_SUBSCRIBER_MUTATION = `mutation CreateSubscriber($subscriber: ${SUBSCRIBER_INPUT_TYPE}!) { createSubscriber(subscriber: $subscriber) { id email } }`;

/** Both SUBSCRIPTIONS_API_KEY and SUBSCRIPTIONS_AUTH_PATH are set; otherwise the module is hidden. */
export function subscriptionsConfigured(): boolean {
  return getEnv().subscriptions !== null;
}

/* ---------------------------------------------------------------- token cache */

type CachedToken = { env: Env; token: string; expiresAt: number };
let cached: CachedToken | null = null;
let pending: { env: Env; promise: Promise<string> } | null = null;

class TokenError extends Error {
  constructor(
    readonly failure: 'unconfigured' | 'timeout' | 'unreachable' | 'status' | 'malformed',
    readonly httpStatus?: number,
  ) {
    super(`subscription token ${failure}`);
    this.name = 'TokenError';
  }
}

const tokenAnswer = z.object({
  token: z.string().min(1),
  tokenExpiresIn: z.coerce.number().finite().positive(),
});

const backendHeaders = (env: Env): Record<string, string> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (env.cmsApiKey) headers['x-api-key'] = env.cmsApiKey;
  return headers;
};

async function requestToken(env: Env): Promise<string> {
  const config = env.subscriptions;
  if (!config) throw new TokenError('unconfigured');
  const url = new URL(`${env.cmsApiUrl}${config.authPath}`);
  url.searchParams.set('apiKey', config.apiKey);
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(url, {
      headers: backendHeaders(env),
      signal: AbortSignal.timeout(env.cmsTimeoutMs),
      redirect: 'manual',
    });
    const text = await res.text();
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  } catch (err) {
    throw new TokenError(
      err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable',
    );
  }
  if (!res.ok) throw new TokenError('status', res.status);
  const parsed = tokenAnswer.safeParse(body);
  if (!parsed.success) throw new TokenError('malformed', res.status);
  const { token, tokenExpiresIn } = parsed.data;
  cached = { env, token, expiresAt: Date.now() + tokenExpiresIn * 1000 - EXPIRY_MARGIN_MS };
  return token;
}

/**
 * A valid token: the cached one until 30 s before it expires, else a new one. Concurrent callers
 * share one token request. The cache belongs to the current environment (tests swap it).
 */
export function getSubscriptionToken(): Promise<string> {
  const env = getEnv();
  if (cached && cached.env === env && Date.now() < cached.expiresAt) {
    return Promise.resolve(cached.token);
  }
  if (pending && pending.env === env) return pending.promise;
  const promise = requestToken(env).finally(() => {
    if (pending?.promise === promise) pending = null;
  });
  pending = { env, promise };
  return promise;
}

/** Forgets a token the backend refused (unless a newer one has replaced it meanwhile). */
function dropToken(token: string): void {
  if (cached?.token === token) cached = null;
}

/* ---------------------------------------------------------------- createSubscriber */

export type SubscriberInput = { name: string; email: string; nodeId: number };

/**
 * `subscribed`; `exists`: the address already subscribes; `refused`: the backend did not accept
 * the input (validation); `error`: anything else, worth trying again later.
 */
export type SubscriptionOutcome = 'subscribed' | 'exists' | 'refused' | 'error';

type GraphQLError = { message?: unknown; extensions?: { code?: unknown } | null };

const AUTH_CODES = new Set(['AUTH_NOT_AUTHENTICATED', 'AUTH_NOT_AUTHORIZED']);

type Attempt =
  | { kind: 'ok' }
  | { kind: 'auth'; status: number; code?: string }
  | {
      kind: 'fail';
      outcome: Exclude<SubscriptionOutcome, 'subscribed'>;
      status?: number;
      code?: string;
      message?: string;
      failure?: string;
    };

/** Only the domain of an address goes into a log line. */
const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** A backend message fit for a log line: bounded, and without any email address in it. */
const loggable = (message: unknown) =>
  typeof message === 'string'
    ? stripControls(message)
        .replace(/[^\s@"'<>]+@([^\s@"'<>]+)/g, '…@$1')
        .slice(0, 200)
    : undefined;

function classify(errors: GraphQLError[], status: number): Attempt {
  const codes = errors.map((e) =>
    typeof e.extensions?.code === 'string' ? e.extensions.code : '',
  );
  const messages = errors.map((e) => (typeof e.message === 'string' ? e.message : ''));
  const code = codes.find(Boolean);
  const message = loggable(messages.find(Boolean));
  if (codes.some((c) => AUTH_CODES.has(c))) return { kind: 'auth', status, code };
  const exists = { kind: 'fail', outcome: 'exists', status, code, message } as const;
  const refused = { kind: 'fail', outcome: 'refused', status, code, message } as const;
  if (codes.some((c) => /ALREADY|DUPLICATE|EXISTS/i.test(c) && !/NOT_EXIST/i.test(c)))
    return exists;
  if (codes.some((c) => /VALIDATION|INVALID|ARGUMENT|BAD_USER_INPUT|^HC\d+$/i.test(c)))
    return refused;
  if (
    messages.some(
      (m) => /already|duplicate/i.test(m) || (/\bexists\b/i.test(m) && !/not exist/i.test(m)),
    )
  ) {
    return exists;
  }
  if (
    messages.some((m) => /invalid|validat|cannot be null|required|not a valid/i.test(m)) ||
    status === 400
  ) {
    return refused;
  }
  return { kind: 'fail', outcome: 'error', status, code, message };
}

async function attempt(env: Env, token: string, input: SubscriberInput): Promise<Attempt> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${env.cmsApiUrl}/graphql`, {
      method: 'POST',
      headers: {
        ...backendHeaders(env),
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({
        query: CREATE_SUBSCRIBER_MUTATION,
        variables: {
          subscriber: {
            name: input.name,
            email: input.email,
            subscriptionSystem: SUBSCRIPTION_SYSTEM,
            subscriptionItems: [{ nodeId: input.nodeId }],
          },
        },
      }),
      signal: AbortSignal.timeout(env.cmsTimeoutMs),
      redirect: 'manual',
    });
    text = await res.text();
  } catch (err) {
    const failure = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable';
    return { kind: 'fail', outcome: 'error', failure };
  }
  if (res.status === 401) return { kind: 'auth', status: 401 };
  let body: { data?: { createSubscriber?: unknown } | null; errors?: unknown } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  const errors = Array.isArray(body?.errors) ? (body.errors as GraphQLError[]) : [];
  if (errors.length) return classify(errors, res.status);
  if (res.ok && body?.data?.createSubscriber) return { kind: 'ok' };
  if (res.status === 400) return { kind: 'fail', outcome: 'refused', status: res.status };
  return {
    kind: 'fail',
    outcome: 'error',
    status: res.status,
    failure: res.ok ? 'malformed' : 'status',
  };
}

/**
 * `POST {CMS_API_URL}/graphql` with the createSubscriber mutation. A 401, or a GraphQL
 * AUTH_NOT_AUTHENTICATED / AUTH_NOT_AUTHORIZED error, drops the token, fetches a new one and
 * retries once. Every failure logs one line (the email's domain only, never the token).
 */
export async function createSubscriber(input: SubscriberInput): Promise<SubscriptionOutcome> {
  const env = getEnv();
  const context = {
    module: 'subscription',
    nodeId: input.nodeId,
    emailDomain: emailDomain(input.email),
  };
  let result: Attempt;
  let retried = false;
  try {
    let token = await getSubscriptionToken();
    result = await attempt(env, token, input);
    if (result.kind === 'auth') {
      retried = true;
      dropToken(token);
      token = await getSubscriptionToken();
      result = await attempt(env, token, input);
    }
  } catch (err) {
    if (!(err instanceof TokenError)) throw err;
    log.error(
      { ...context, failure: err.failure, status: err.httpStatus },
      'subscription not created: no token from the auth endpoint',
    );
    return 'error';
  }
  if (result.kind === 'ok') {
    log.info({ ...context, retried }, 'subscriber created');
    return 'subscribed';
  }
  if (result.kind === 'auth') {
    log.error(
      { ...context, status: result.status, code: result.code, retried },
      'subscription not created: the backend refused a fresh token',
    );
    return 'error';
  }
  const line = {
    ...context,
    outcome: result.outcome,
    status: result.status,
    code: result.code,
    message: result.message,
    failure: result.failure,
    retried,
  };
  if (result.outcome === 'error') log.error(line, 'subscription not created: backend error');
  else log.warn(line, 'subscription not created');
  return result.outcome;
}
