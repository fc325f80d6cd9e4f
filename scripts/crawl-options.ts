import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { z } from 'zod';

// What check:backend and check:content take alike (scripts/check-backend/options.ts,
// scripts/check-content/options.ts): the backend, the site's host, the API key, the rate and the
// most pages, as flags with the app's own variables as fallbacks, validated with zod. Only the
// options run before the app's modules are loaded, so a bad argument answers at once.

/** The shared options' checks, each failure worded for the command line. */
export const crawlFields = {
  backend: z
    .string({ required_error: 'give the backend with --backend URL (or CMS_API_URL)' })
    .url('--backend must be an absolute http(s) URL')
    .refine((v) => /^https?:\/\//i.test(v), '--backend must start with http:// or https://')
    .transform((v) => v.replace(/\/+$/, '')),
  host: z
    .string({ required_error: 'give the site host with --host HOST (or APP_HOST)' })
    .regex(/^[a-z0-9.-]+$/i, '--host must be a bare host name such as www.example-kommune.dk')
    .transform((v) => v.toLowerCase().replace(/\.$/, '')),
  apiKey: z.string().min(1, '--api-key must not be empty').optional(),
  rate: z.coerce
    .number({ invalid_type_error: '--rate must be a number of requests a second' })
    .positive('--rate must be above 0')
    .max(100, '--rate must be at most 100 requests a second')
    .default(5),
  max: z.coerce
    .number({ invalid_type_error: '--max must be a whole number of pages' })
    .int('--max must be a whole number of pages')
    .min(1, '--max must be at least 1')
    .max(50_000, '--max must be at most 50000')
    .default(2000),
};

export type ParsedArguments<T> = { options: T } | { help: true } | { problem: string };

type FlagValues = Record<string, string | string[] | boolean | undefined>;

/**
 * The options of `argv` (the shared flags and the command's `more`) by `schema`, with the shared
 * ones' fallbacks in `env`; or --help; or the first thing wrong with them. `inputOf` gives the
 * command's own fields from their flags.
 */
export function crawlOptionsFrom<T>(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  more: ParseArgsOptionsConfig = {},
  inputOf: (values: FlagValues) => Record<string, unknown> = () => ({}),
): ParsedArguments<T> {
  let values: FlagValues;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        backend: { type: 'string' },
        host: { type: 'string' },
        'api-key': { type: 'string' },
        rate: { type: 'string' },
        max: { type: 'string' },
        ...more,
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    return { problem: err instanceof Error ? err.message : String(err) };
  }
  if (values.help) return { help: true };
  const or = (flag: unknown, variable: string | undefined) =>
    typeof flag === 'string' ? flag : variable || undefined;
  // An empty number flag is a mistake, not "the default".
  const number = (flag: unknown) =>
    typeof flag === 'string' ? flag.trim() || Number.NaN : undefined;
  const parsed = schema.safeParse({
    backend: or(values.backend, env.CMS_API_URL),
    host: or(values.host, env.APP_HOST),
    apiKey: or(values['api-key'], env.CMS_API_KEY),
    rate: number(values.rate),
    max: number(values.max),
    ...inputOf(values),
  });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'bad arguments' };
  return { options: parsed.data };
}
