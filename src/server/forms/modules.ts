import { z } from 'zod';
import { domainToASCII } from 'node:url';
import {
  COMMENT_MAX_LENGTH,
  readErrors,
  visibleFields,
  type FieldError,
  type FormModule,
} from '#src/shared/form-outcome.ts';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';

// The feedback and subscription modules: form validation (zod) and the feedback call
// (Limbo.Umbraco.Feedback). The subscription call is in
// subscriptions.ts.

/** A GUID as .NET writes it (any version: the package's rating keys are not RFC 4122). */
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Limbo.Umbraco.Feedback `FeedbackConstants`: the keys of the default ratings. */
export const FEEDBACK_RATINGS = {
  yes: '00000000-0000-0000-0001-000000002000',
  no: '00000000-0000-0000-0001-000000001000',
} as const;

/**
 * Control characters (C0 and C1, DEL, bidi overrides) are removed; tab and line breaks stay,
 * and CRLF (what a browser posts for a textarea) counts as one line break.
 */
export function stripControls(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, '')
  );
}

/** A free-text field: control characters stripped, trimmed, at most `max` characters. */
const text = (max: number) =>
  z
    .string({ required_error: 'required', invalid_type_error: 'invalid' })
    .transform(stripControls)
    .pipe(z.string().trim().max(max, 'tooLong'));

const guid = z.string().trim().regex(GUID, 'invalid');

export const feedbackFormSchema = z.object({
  siteKey: guid,
  pageKey: guid,
  rating: z
    .enum(['yes', 'no'], {
      errorMap: (issue) => ({ message: issue.code === 'invalid_type' ? 'required' : 'invalid' }),
    })
    .transform((r) => FEEDBACK_RATINGS[r]),
  comment: text(COMMENT_MAX_LENGTH).optional().default(''),
});

/** Umbraco node ids are 32-bit integers (`SubscriptionItem.NodeId`). */
const nodeId = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, 'invalid')
  .transform(Number)
  .refine((n) => n > 0 && n <= 2_147_483_647, 'invalid');

/**
 * An e-mail address read tolerantly: spaces around it and a `mailto:` in front are dropped, and
 * a domain in Danish letters (`navn@brønderslev.dk`) is checked and sent in its ASCII form
 * (`xn--…`), which every mail system delivers. What is left must look like an address.
 */
export function normaliseEmail(value: string): string {
  const trimmed = stripControls(value)
    .trim()
    .replace(/^mailto:/i, '');
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return trimmed;
  const domain = trimmed.slice(at + 1);
  // eslint-disable-next-line no-control-regex -- plain ASCII needs no conversion
  if (/^[\x00-\x7f]*$/.test(domain)) return trimmed;
  const ascii = domainToASCII(domain.toLowerCase());
  return ascii ? `${trimmed.slice(0, at)}@${ascii}` : trimmed;
}

export const subscriptionFormSchema = z.object({
  pageId: nodeId,
  name: text(200).pipe(z.string().min(1, 'required')),
  email: z
    .string({ required_error: 'required', invalid_type_error: 'invalid' })
    .transform(normaliseEmail)
    .pipe(z.string().min(1, 'required').max(254, 'tooLong').email('invalid')),
});

/**
 * One error per field, in the order of the form, in the module's own terms: a field the visitor
 * fills in, or `form` for a hidden key the page sent (which no visitor can correct).
 */
export function fieldErrors<M extends FormModule>(module: M, error: z.ZodError): FieldError<M>[] {
  const visible: readonly string[] = visibleFields[module];
  return readErrors(
    module,
    error.issues.map((issue) => {
      const field = String(issue.path[0] ?? 'form');
      const code = ['required', 'tooLong', 'invalid'].includes(issue.message)
        ? issue.message
        : 'invalid';
      return visible.includes(field) ? { field, code } : { field: 'form', code: 'invalid' };
    }),
  );
}

/**
 * `sent`: 201. `refused`: the backend answered 400 or 404 (unknown site, page or rating: the
 * visitor cannot fix that by trying again). `error`: anything else (5xx, timeout, unreachable).
 */
export type FeedbackOutcome = 'sent' | 'refused' | 'error';

export type FeedbackInput = z.infer<typeof feedbackFormSchema>;

/** The backend's own message from an error answer: a JSON string, `{ message }`, or text. */
function backendMessage(body: string): string | undefined {
  let value: unknown = body;
  try {
    value = JSON.parse(body);
  } catch {
    // plain text
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    value = o.message ?? o.error ?? o.title ?? o.detail;
  }
  if (typeof value !== 'string') return undefined;
  const trimmed = stripControls(value).trim();
  return trimmed ? trimmed.slice(0, 200) : undefined;
}

/** `POST {CMS_API_URL}/api/feedback` with `{ siteKey, pageKey, rating, comment? }`. */
export async function sendFeedback(input: FeedbackInput): Promise<FeedbackOutcome> {
  const env = getEnv();
  const body: Record<string, string> = {
    siteKey: input.siteKey,
    pageKey: input.pageKey,
    rating: input.rating,
  };
  if (input.comment) body.comment = input.comment;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (env.cmsApiKey) headers['x-api-key'] = env.cmsApiKey;
  const started = performance.now();
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${env.cmsApiUrl}/api/feedback`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(env.cmsTimeoutMs),
      redirect: 'manual',
    });
    text = await res.text();
  } catch (err) {
    const failure = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'unreachable';
    log.error({ module: 'feedback', failure }, 'feedback not sent: backend ' + failure);
    return 'error';
  }
  const ms = Math.round(performance.now() - started);
  // Never the comment: it is the visitor's free text.
  if (res.status === 201 || res.status === 200) {
    log.info({ module: 'feedback', status: res.status, ms }, 'feedback sent');
    return 'sent';
  }
  const message = backendMessage(text);
  if (res.status === 400 || res.status === 404) {
    log.warn(
      {
        module: 'feedback',
        status: res.status,
        message,
        siteKey: input.siteKey,
        pageKey: input.pageKey,
      },
      'feedback refused by backend',
    );
    return 'refused';
  }
  log.error(
    { module: 'feedback', status: res.status, message, ms },
    'feedback not sent: backend error',
  );
  return 'error';
}
