import { z } from 'zod';
import { crawlFields, crawlOptionsFrom, type ParsedArguments } from '../crawl-options.ts';

// check:content's arguments: the ones it shares with check:backend (scripts/crawl-options.ts:
// flags, with the app's own variables as fallbacks, validated with zod) and its own.

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

const { backend, host, apiKey, rate, max } = crawlFields;
const optionsSchema = z.object({
  backend,
  host,
  apiKey,
  paths: z
    .array(z.string().regex(/^\/(?!\/)/, '--path must be a path on the site, such as /borger/'))
    .max(1000, 'at most 1000 --path'),
  json: z.string().min(1, '--json needs a file name').nullable(),
  rate,
  max,
  failOn: z
    .enum(['error', 'warning'], { message: '--fail-on must be error or warning' })
    .nullable(),
  language: z.enum(['da', 'en'], { message: '--lang must be da or en' }).default('da'),
});

/** The options from the command line, else the environment; or what is wrong with them. */
export const optionsFrom = (
  argv: readonly string[],
  env: Record<string, string | undefined>,
): ParsedArguments<ContentCheckOptions> =>
  crawlOptionsFrom(
    argv,
    env,
    optionsSchema,
    {
      path: { type: 'string', multiple: true },
      json: { type: 'string' },
      'fail-on': { type: 'string' },
      lang: { type: 'string' },
    },
    (values) => ({
      paths: Array.isArray(values.path) ? values.path : [],
      json: typeof values.json === 'string' ? values.json : null,
      failOn: typeof values['fail-on'] === 'string' ? values['fail-on'] : null,
      language: typeof values.lang === 'string' ? values.lang : undefined,
    }),
  );
