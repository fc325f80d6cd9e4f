import type { FormModule } from '#src/shared/form-outcome.ts';

// The numbers of the public forms' limits (decision 026, revised in decision 047). Kept apart
// from the handlers so the tests that exercise them read the same numbers.

export type FormLimit = { points: number; seconds: number };

/**
 * Posts that reach the backend, per client address. A whole school class, a library's public
 * PCs or an office share one address: room for about 30 people sending at once.
 */
export const perAddressLimits: Record<FormModule, FormLimit> = {
  feedback: { points: 30, seconds: 10 * 60 },
  subscription: { points: 30, seconds: 60 * 60 },
};

/**
 * Posts that fail validation and never reach the backend, per client address: a count of their
 * own, so a resident correcting a typo never uses up anyone's quota; higher, since they cost only
 * a parse, but bounded so a script cannot post without end.
 */
export const invalidLimits: Record<FormModule, FormLimit> = {
  feedback: { points: 100, seconds: 10 * 60 },
  subscription: { points: 100, seconds: 60 * 60 },
};

/** Subscriptions per e-mail address, from any client: one inbox gets at most 5 a day from us. */
export const perEmailLimit: FormLimit = { points: 5, seconds: 24 * 60 * 60 };
