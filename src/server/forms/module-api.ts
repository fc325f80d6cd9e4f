import { createHash } from 'node:crypto';
import { getEnv } from '../env.ts';
import { formOrRefusal, requestLanguage, wantsJson } from './forms.ts';
import { log } from '../log.ts';
import {
  feedbackFormSchema,
  fieldErrors,
  sendFeedback,
  subscriptionFormSchema,
} from './modules.ts';
import {
  errorParam,
  errorValue,
  retryMinutes,
  retryParam,
  statusId,
  summaryId,
  type FieldError,
  type FormModule,
} from '#src/shared/form-outcome.ts';
import { formStateCookie, sealFormState } from './form-state.ts';
import { safeReturnPath } from '../routing.ts';
import {
  createSubscriber,
  subscriptionsConfigured,
  type SubscriptionOutcome,
} from './subscriptions.ts';
import { jsonResponse as json } from '../http/json-response.ts';
import { currentClientIp } from '../http/proxy.ts';
import { addressKey, rateLimit, type RateLimit } from '../http/rate-limits.ts';
import { invalidLimits, perAddressLimits, perEmailLimit } from './limits.ts';

// POST handlers of the feedback and subscription modules. A plain form post gets a 303 back to
// the page (post/redirect/get): the outcome and one error per field in the query, pointed at the
// error summary or the status message (the browser focuses it); what the visitor typed, when
// the form stays, in a sealed cookie only that page reads (form-state.ts, decision 034). Our
// JavaScript asks for JSON: the outcome and the errors. No response ever carries the visitor's
// input in a URL, nor anything the backend sent.

type ModuleName = FormModule;
type Outcome = { status: string; errors?: FieldError[]; retryAfter?: number };
const SUCCESS = new Set(['sent', 'subscribed']);

/**
 * Posts that reach the backend count per client address; subscriptions also per e-mail
 * address, whichever client sends them, which bounds the unasked-for mail one inbox can get from
 * us. Posts that fail validation count on a limit of their own (limits.ts, decision 047).
 */
const perAddress: Record<ModuleName, RateLimit> = {
  feedback: rateLimit({ name: 'feedback-address', ...perAddressLimits.feedback }),
  subscription: rateLimit({ name: 'subscription-address', ...perAddressLimits.subscription }),
};
const invalidPerAddress: Record<ModuleName, RateLimit> = {
  feedback: rateLimit({ name: 'feedback-invalid', ...invalidLimits.feedback }),
  subscription: rateLimit({ name: 'subscription-invalid', ...invalidLimits.subscription }),
};
const perEmail = rateLimit({ name: 'subscription-email', ...perEmailLimit });

/**
 * The e-mail address as it is counted: a digest, so no address is kept in Redis. One inbox, however its address is spelt: case, and a `+tag` in the local part (which every
 * large mail host delivers to the same inbox), do not make another address to count.
 */
const emailKey = (email: string) =>
  createHash('sha256')
    .update(
      email
        .trim()
        .toLowerCase()
        .replace(/\+[^@]*(?=@)/, ''),
    )
    .digest('base64url');

const limited = (retryAfter: number): Outcome | null =>
  retryAfter > 0 ? { status: 'limited', retryAfter } : null;

/** The page path as the request model names it (decoded, `/børn/`). */
function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

async function respond(
  req: Request,
  module: ModuleName,
  returnTo: string,
  outcome: Outcome,
  form: URLSearchParams,
): Promise<Response> {
  if (wantsJson(req) && outcome.retryAfter) {
    return json({ status: outcome.status, retryAfter: outcome.retryAfter }, 429, {
      'retry-after': String(outcome.retryAfter),
    });
  }
  if (wantsJson(req)) {
    const status =
      outcome.status === 'invalid' || outcome.status === 'refused'
        ? 422
        : outcome.status === 'error'
          ? 502
          : 200;
    return json(
      outcome.errors ? { status: outcome.status, errors: outcome.errors } : outcome,
      status,
    );
  }
  const target = new URL(returnTo, 'http://same.invalid');
  for (const name of [module, errorParam(module), retryParam(module), `${module}-field`]) {
    target.searchParams.delete(name);
  }
  target.searchParams.set(module, outcome.status);
  // When to try again, in whole minutes: the page says it ("Prøv igen om 7 minutter").
  if (outcome.retryAfter) {
    target.searchParams.set(retryParam(module), String(retryMinutes(outcome.retryAfter)));
  }
  for (const error of outcome.errors ?? []) {
    target.searchParams.append(errorParam(module), errorValue(error));
  }
  // The browser focuses the element the fragment names: the summary, else the outcome's message.
  target.hash = outcome.errors?.length ? summaryId(module) : statusId(module);
  const headers = new Headers({
    location: `${target.pathname}${target.search}${target.hash}`,
    'cache-control': 'no-store',
  });
  // The form stays on the page: what the visitor typed goes back into it (never on success).
  if (!SUCCESS.has(outcome.status)) {
    const sealed = await sealFormState(module, decodedPath(target.pathname), form);
    if (sealed) headers.append('set-cookie', formStateCookie(req, sealed));
  }
  return new Response(null, { status: 303, headers });
}

/**
 * What a post's form comes to: errors the visitor can correct (never sent anywhere), or a call
 * to the backend, made only if the client's quota allows it.
 */
type Checked = { invalid: Outcome } | { send: () => Promise<Outcome> };

async function handle(req: Request, module: ModuleName, check: (form: URLSearchParams) => Checked) {
  const { flags } = getEnv().publicConfig;
  // Without SUBSCRIPTIONS_API_KEY and SUBSCRIPTIONS_AUTH_PATH there is no subscription module.
  const enabled =
    module === 'feedback'
      ? flags.FEEDBACK_MODULE
      : flags.SUBSCRIPTION_MODULE && subscriptionsConfigured();
  if (!enabled) return json({ status: 'disabled' }, 404);
  // A refusal speaks the request's language, as the pipeline's other error pages do.
  const form = await formOrRefusal(req, { language: requestLanguage() });
  if (form instanceof Response) return form;
  const returnTo = safeReturnPath(form.get('returnTo'), '/');
  const address = addressKey(currentClientIp());
  const checked = check(form);
  // An invalid post uses its own, higher count: a typo never costs anyone behind the same
  // address a post that reaches us.
  const outcome =
    'invalid' in checked
      ? (limited(await invalidPerAddress[module].hit(address)) ?? checked.invalid)
      : (limited(await perAddress[module].hit(address)) ?? (await checked.send()));
  log.info(
    { module, status: outcome.status, fields: outcome.errors?.map(errorValue) },
    'module form',
  );
  return respond(req, module, returnTo, outcome, form);
}

export const handleFeedbackPost = (req: Request) =>
  handle(req, 'feedback', (form) => {
    const parsed = feedbackFormSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      return { invalid: { status: 'invalid', errors: fieldErrors('feedback', parsed.error) } };
    }
    return { send: async () => ({ status: await sendFeedback(parsed.data) }) };
  });

export const handleSubscriptionPost = (req: Request) =>
  handle(req, 'subscription', (form) => {
    const parsed = subscriptionFormSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      return { invalid: { status: 'invalid', errors: fieldErrors('subscription', parsed.error) } };
    }
    const { name, email, pageId } = parsed.data;
    return {
      // Counted before the backend is asked: a limited response never tells whether it subscribes.
      send: async () =>
        limited(await perEmail.hit(emailKey(email))) ?? {
          // The same response whether or not the address subscribes already: the backend's e-mail
          // tells the address's owner which it was (subscriptions.ts), never this page.
          status: sameOutcome(await createSubscriber({ name, email, nodeId: pageId })),
        },
    };
  });

/** "Already subscribes" is told as a new subscription is; other outcomes as they are. */
const sameOutcome = (outcome: SubscriptionOutcome) =>
  outcome === 'exists' ? 'subscribed' : outcome;
