import { z } from 'zod';

// Tolerant parsing (decision 012): every optional field and every list item is validated on its
// own. A bad one is dropped and reported, never allowed to sink the part around it. The reports
// go to the collector of the parse under way (zod parses synchronously), so the caller logs one
// warning per dropped field with the part, the path and the page id.

let collector: z.ZodIssue[] | null = null;

const report = (error: z.ZodError) => {
  collector?.push(...error.issues);
};

/** An optional field: absent, null or malformed all give `undefined` (malformed is reported). */
export function opt<T extends z.ZodTypeAny>(schema: T) {
  return schema.nullish().catch((ctx: { error: z.ZodError }) => {
    report(ctx.error);
    return undefined;
  }) as unknown as z.ZodType<z.output<T> | undefined, z.ZodTypeDef, unknown>;
}

const DROP: unique symbol = Symbol('drop');

/** An optional list: each malformed item is dropped and reported; a non-list gives `[]`. */
export function list<T extends z.ZodTypeAny>(item: T) {
  const kept = item.catch((ctx: { error: z.ZodError }) => {
    report(ctx.error);
    return DROP as never;
  });
  return z
    .array(kept)
    .transform((items) => items.filter((x: unknown) => x !== DROP) as z.output<T>[])
    .nullish()
    .transform((v) => v ?? [])
    .catch((ctx) => {
      report(ctx.error);
      return [] as z.output<T>[];
    }) as unknown as z.ZodType<z.output<T>[], z.ZodTypeDef, unknown>;
}

/** A text field: strings, and numbers as their text (Umbraco sends some numbers as either). */
export const text = z.union([z.string(), z.number().transform(String)]);
/** A numeric field: numbers, and numeric strings. */
export const numeric = z.union([
  z.number().finite(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number)
    // A 400-digit string is Infinity as a number: refused like any other non-number.
    .pipe(z.number().finite()),
]);
export const id = z.union([z.number(), z.string().min(1)]).transform(String);

export type PartIssue = { path: string; problem: string };

/**
 * Parses one part of an answer. Answers the value (or null when the part itself is unusable)
 * and every issue met on the way, dropped fields included.
 */
export function parsePart<T extends z.ZodTypeAny>(
  schema: T,
  input: unknown,
): { value: z.output<T> | null; issues: PartIssue[] } {
  const outer = collector;
  const issues: z.ZodIssue[] = [];
  collector = issues;
  try {
    const parsed = schema.safeParse(input);
    if (!parsed.success) issues.push(...parsed.error.issues);
    return {
      value: parsed.success ? (parsed.data as z.output<T>) : null,
      issues: issues.map((i) => ({ path: i.path.join('.'), problem: i.message })),
    };
  } finally {
    collector = outer;
  }
}
