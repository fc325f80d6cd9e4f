import type * as Check from './check-content/check.ts';
import { optionsFrom, USAGE } from './check-content/options.ts';
import { appModule, optionsOrExit, terminal } from './check-command.ts';

// `npm run check:content -- --backend URL --host HOST`: the content check for editors
// (decision 044), over the pages check:backend walks, or only those named with --path.

const options = optionsOrExit('check:content', USAGE, optionsFrom);
const check = await appModule<typeof Check>('check-content/check.ts');
process.exitCode = await check.checkContent(options, terminal());
