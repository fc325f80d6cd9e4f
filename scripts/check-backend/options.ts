import { parseArgs } from 'node:util';
import { z } from 'zod';

// The crawler's arguments: flags, with the app's own variables as fallbacks, validated with zod.
// Only this file runs before the app's modules are loaded, so a bad argument answers at once.

export const USAGE = `Usage: npm run check:backend -- --backend URL --host HOST [options]

Fetches every page of the site through the app's own backend client and adapter, and says
for each what the app would answer. Exits 1 when any page would answer 5xx, 2 on bad arguments.

  --backend URL   the content backend (else CMS_API_URL)
  --host HOST     the site's host name as the backend knows it (else APP_HOST)
  --api-key KEY   sent as X-Api-Key (else CMS_API_KEY)
  --rate N        requests a second at most, every backend call counted (default 5)
  --max N         pages checked at most (default 2000)
  --help          this text

The app's other variables (PUBLIC_CONFIG, MEDIA_BASE_URL, CMS_TIMEOUT_MS) are read as the
app reads them.`;

export type CheckOptions = {
  /** The backend's base URL, without a trailing slash. */
  backend: string;
  host: string;
  apiKey?: string;
  rate: number;
  max: number;
};

const optionsSchema = z.object({
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
});

export type ParsedArguments = { options: CheckOptions } | { help: true } | { problem: string };

/** The options from the command line, else the environment; or what is wrong with them. */
export function optionsFrom(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): ParsedArguments {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        backend: { type: 'string' },
        host: { type: 'string' },
        'api-key': { type: 'string' },
        rate: { type: 'string' },
        max: { type: 'string' },
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
  const parsed = optionsSchema.safeParse({
    backend: or(values.backend, env.CMS_API_URL),
    host: or(values.host, env.APP_HOST),
    apiKey: or(values['api-key'], env.CMS_API_KEY),
    // An empty flag is a mistake, not "the default".
    rate: typeof values.rate === 'string' ? values.rate.trim() || Number.NaN : undefined,
    max: typeof values.max === 'string' ? values.max.trim() || Number.NaN : undefined,
  });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'bad arguments' };
  return { options: parsed.data };
}
