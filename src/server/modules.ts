import { z } from 'zod';
import { BackendError, postToBackend } from './cms/client.ts';
import type { DictionaryKey } from './dictionary/index.ts';
import { log } from './log.ts';

/** The feedback and subscription modules: form validation (zod) and the backend calls. */

const id = z.string().regex(/^[\w-]{1,40}$/, 'input.notAllowed');

export const feedbackFormSchema = z.object({
  siteId: id,
  pageId: id,
  rating: z.enum(['yes', 'no'], { errorMap: () => ({ message: 'input.required' }) }),
  comment: z
    .string()
    .trim()
    .max(1000, 'input.tooLong')
    .refine((v) => !/<\s*\/?\s*[a-z]/i.test(v), 'input.notAllowed')
    .optional()
    .default(''),
});

export const subscriptionFormSchema = z.object({
  siteId: id,
  pageId: id,
  email: z
    .string({ required_error: 'input.required' })
    .trim()
    .min(1, 'input.required')
    .max(254, 'input.tooLong')
    .email('input.notAllowed'),
});

export type FieldError = { field: string; message: DictionaryKey };

export function firstFieldError(error: z.ZodError): FieldError {
  const issue = error.issues[0];
  const message = issue?.message;
  const known: DictionaryKey[] = ['input.required', 'input.tooLong', 'input.notAllowed'];
  return {
    field: String(issue?.path[0] ?? 'form'),
    message: known.includes(message as DictionaryKey)
      ? (message as DictionaryKey)
      : 'input.notAllowed',
  };
}

export type FeedbackOutcome = 'sent' | 'error';

export async function sendFeedback(
  input: z.infer<typeof feedbackFormSchema>,
): Promise<FeedbackOutcome> {
  try {
    const { status } = await postToBackend('/api/feedback', input);
    if (status >= 200 && status < 300) return 'sent';
    log.error({ status }, 'feedback refused by backend');
    return 'error';
  } catch (err) {
    if (err instanceof BackendError) return 'error';
    throw err;
  }
}

export type SubscriptionOutcome = 'subscribed' | 'exists' | 'error';

export async function subscribe(
  input: z.infer<typeof subscriptionFormSchema>,
): Promise<SubscriptionOutcome> {
  try {
    const { status } = await postToBackend('/api/subscriptions', input);
    if (status === 201 || status === 200) return 'subscribed';
    if (status === 409) return 'exists';
    log.error({ status }, 'subscription refused by backend');
    return 'error';
  } catch (err) {
    if (err instanceof BackendError) return 'error';
    throw err;
  }
}
