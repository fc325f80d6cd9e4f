import { parseArgs } from 'node:util';
import { z } from 'zod';

// check:content's arguments: flags, with the app's own variables as fallbacks, validated with
// zod. Only this file runs before the app's modules are loaded, so a bad argument answers at once.

export const USAGE = `Usage: npm run check:content -- --backend URL --host HOST [options]

Checks the content of every page of the site (or only the pages named with --path) for what
breaks accessibility or links: images without alt text, skipped headings, vague or broken links,
untagged PDFs, tables without headers and more (docs/editors.md). Prints a table per page and a
summary by rule. Exits 0 whatever it finds, 1 when the crawl itself fails (or, with --fail-on,
when a finding is that severe), 2 on bad arguments.

  --backend URL      the content backend (else CMS_API_URL)
  --host HOST        the site's host name as the backend knows it (else APP_HOST)
  --api-key KEY      sent as X-Api-Key (else CMS_API_KEY)
  --path P           only this page (repeat for more); without it, the whole site
  --json FILE        also write the report as JSON to FILE
  --rate N           backend calls a second at most, every call counted (default 5)
  --max N            pages checked at most (default 2000)
  --fail-on LEVEL    exit 1 when any finding is an error (error) or any at all (warning)
  --lang da|en       the language of the messages (default da)
  --help             this text`;

export type ContentCheckOptions = {
  backend: string;
  host: string;
  apiKey?: string;
  paths: string[];
  json: string | null;
  rate: number;
  max: number;
  failOn: 'error' | 'warning' | null;
  language: 'da' | 'en';
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
  paths: z
    .array(z.string().regex(/^\/(?!\/)/, '--path must be a path on the site, such as /borger/'))
    .max(1000, 'at most 1000 --path'),
  json: z.string().min(1, '--json needs a file name').nullable(),
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
  failOn: z
    .enum(['error', 'warning'], { message: '--fail-on must be error or warning' })
    .nullable(),
  language: z.enum(['da', 'en'], { message: '--lang must be da or en' }).default('da'),
});

export type ParsedArguments =
  { options: ContentCheckOptions } | { help: true } | { problem: string };

export function optionsFrom(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): ParsedArguments {
  let values: Record<string, string | string[] | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        backend: { type: 'string' },
        host: { type: 'string' },
        'api-key': { type: 'string' },
        path: { type: 'string', multiple: true },
        json: { type: 'string' },
        rate: { type: 'string' },
        max: { type: 'string' },
        'fail-on': { type: 'string' },
        lang: { type: 'string' },
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
  const number = (flag: unknown) =>
    typeof flag === 'string' ? flag.trim() || Number.NaN : undefined;
  const parsed = optionsSchema.safeParse({
    backend: or(values.backend, env.CMS_API_URL),
    host: or(values.host, env.APP_HOST),
    apiKey: or(values['api-key'], env.CMS_API_KEY),
    paths: Array.isArray(values.path) ? values.path : [],
    json: typeof values.json === 'string' ? values.json : null,
    rate: number(values.rate),
    max: number(values.max),
    failOn: typeof values['fail-on'] === 'string' ? values['fail-on'] : null,
    language: typeof values.lang === 'string' ? values.lang : undefined,
  });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'bad arguments' };
  return { options: parsed.data };
}
