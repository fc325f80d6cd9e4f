import type * as Crawl from './check-backend/crawl.ts';
import { optionsFrom, USAGE } from './check-backend/options.ts';
import { appModule, optionsOrExit, terminal } from './check-command.ts';

// `npm run check:backend -- --backend URL --host HOST`: the conformance crawler (decision 030).
// Run it against a municipality's backend before going live.

const options = optionsOrExit('check:backend', USAGE, optionsFrom);
const crawl = await appModule<typeof Crawl>('check-backend/crawl.ts');
process.exitCode = await crawl.checkBackend(options, terminal());
