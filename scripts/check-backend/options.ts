import { z } from 'zod';
import { crawlFields, crawlOptionsFrom, type ParsedArguments } from '../crawl-options.ts';

// The crawler's arguments: the ones it shares with check:content (scripts/crawl-options.ts:
// flags, with the app's own variables as fallbacks, validated with zod) and no more.

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

const optionsSchema = z.object(crawlFields);

/** The options from the command line, else the environment; or what is wrong with them. */
export const optionsFrom = (
  argv: readonly string[],
  env: Record<string, string | undefined>,
): ParsedArguments<CheckOptions> => crawlOptionsFrom(argv, env, optionsSchema);
