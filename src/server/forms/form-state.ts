import { parse, serialize } from 'cookie';
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import type { FormModule } from '#src/shared/form-outcome.ts';
import { getEnv } from '../env.ts';
import { isHttps } from '../http/proxy.ts';

// What a visitor typed into a module form, kept between a plain post and the page it is sent
// back to (decision 034). The outcome and the errors travel in the query (they are not
// personal); the typed values only here: a cookie sealed with SESSION_PASSWORD (iron), for one
// page, for two minutes, cleared by the page that shows it, which is rendered for this visitor
// alone (`private, no-store`, past every cache). Never in a URL, never in a shared cache.

export const FORM_STATE_COOKIE = 'kommune_form';
export const FORM_STATE_MAX_AGE_S = 120;
/** Browsers keep cookies of up to 4096 bytes (name, value and attributes); stay well below. */
export const MAX_SEALED_LENGTH = 3600;

/** The text fields kept, with the longest value each may keep (the form's own limits). */
const keptFields = {
  feedback: { comment: 1000 },
  subscription: { name: 200, email: 254 },
} as const satisfies Record<FormModule, Record<string, number>>;

export type FormState = {
  module: FormModule;
  /** The decoded page path the form was on (`/borger/parkering/`): only that page shows it. */
  pagePath: string;
  values: Record<string, string>;
};

const stateSchema = z.object({
  m: z.enum(['feedback', 'subscription']),
  p: z.string().min(1).max(2048),
  v: z.record(z.string().max(1000)),
});

/** The values worth keeping: known fields only, each within its form's limit. */
function keptValues(module: FormModule, form: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, max] of Object.entries(keptFields[module])) {
    const value = form.get(field);
    // A longer value never came from the form (its fields stop there): it is not kept.
    if (value && value.length <= max) values[field] = value;
  }
  return values;
}

const seal = (state: FormState) =>
  sealData(
    { m: state.module, p: state.pagePath, v: state.values },
    { password: getEnv().sessionPassword, ttl: FORM_STATE_MAX_AGE_S },
  );

/**
 * The sealed state of a form post, or null when there is nothing to keep. When it would not fit
 * in a cookie (a long comment of many-byte characters), the longest value is left out, then the
 * next: the page still shows the outcome and the errors from its query.
 */
export async function sealFormState(
  module: FormModule,
  pagePath: string,
  form: URLSearchParams,
): Promise<string | null> {
  const values = keptValues(module, form);
  for (;;) {
    const fields = Object.keys(values);
    if (fields.length === 0) return null;
    const sealed = await seal({ module, pagePath, values });
    if (sealed.length <= MAX_SEALED_LENGTH) return sealed;
    const longest = fields.reduce((a, b) => (values[a]!.length >= values[b]!.length ? a : b));
    delete values[longest];
  }
}

export function formStateCookie(req: Request, sealed: string): string {
  return serialize(FORM_STATE_COOKIE, sealed, {
    path: '/',
    maxAge: FORM_STATE_MAX_AGE_S,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(req),
  });
}

export function clearedFormStateCookie(req: Request): string {
  return serialize(FORM_STATE_COOKIE, '', {
    path: '/',
    maxAge: 0,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(req),
  });
}

/** Whether a Cookie header mentions the form-state cookie at all (then no shared cache serves). */
export const mentionsFormState = (cookieHeader: string | null | undefined) =>
  !!cookieHeader && cookieHeader.toLowerCase().includes(`${FORM_STATE_COOKIE}=`);

/**
 * The form state in a Cookie header for the page at `pagePath`, or null: missing, forged,
 * expired, unreadable, or for another page.
 */
export async function openFormState(
  cookieHeader: string | null | undefined,
  pagePath: string,
): Promise<FormState | null> {
  if (!mentionsFormState(cookieHeader)) return null;
  const sealed = parse(cookieHeader ?? '')[FORM_STATE_COOKIE];
  if (!sealed || sealed.length > MAX_SEALED_LENGTH) return null;
  let data: unknown;
  try {
    data = await unsealData(sealed, {
      password: getEnv().sessionPassword,
      ttl: FORM_STATE_MAX_AGE_S,
    });
  } catch {
    return null;
  }
  const parsed = stateSchema.safeParse(data);
  if (!parsed.success || parsed.data.p !== pagePath) return null;
  const { m: module, v } = parsed.data;
  // Only the fields of that form, as strings: what the page puts back into them.
  const values = Object.fromEntries(
    Object.keys(keptFields[module]).flatMap((field) =>
      typeof v[field] === 'string' ? [[field, v[field]]] : [],
    ),
  );
  return { module, pagePath, values };
}
