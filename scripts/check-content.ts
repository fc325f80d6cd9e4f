import path from 'node:path';
import { runnerImport } from 'vite';
import type * as Check from './check-content/check.ts';
import { optionsFrom, USAGE } from './check-content/options.ts';

// `npm run check:content -- --backend URL --host HOST`: the content check for editors
// (decision 044), over the pages check:backend walks, or only those named with --path.

const parsed = optionsFrom(process.argv.slice(2), process.env);
if ('help' in parsed) {
  console.log(USAGE);
  process.exit(0);
}
if ('problem' in parsed) {
  console.error(`check:content: ${parsed.problem}\n\n${USAGE}`);
  process.exit(2);
}

// The app's modules run in Vite's module runner, as they do in the app (`import.meta.env`, and
// the block registry's `import.meta.glob`, which only Vite understands).
const { module: check } = await runnerImport<typeof Check>(
  path.join(import.meta.dirname, 'check-content/check.ts'),
);
process.exitCode = await check.checkContent(parsed.options, {
  out: {
    write: (text) => process.stdout.write(text),
    isTTY: process.stdout.isTTY === true,
    columns: process.stdout.columns,
  },
  env: process.env,
});
