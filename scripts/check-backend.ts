import path from 'node:path';
import { runnerImport } from 'vite';
import type * as Crawl from './check-backend/crawl.ts';
import { optionsFrom, USAGE } from './check-backend/options.ts';

// `npm run check:backend -- --backend URL --host HOST`: the conformance crawler (decision 030).
// Run it against a municipality's backend before going live.

const parsed = optionsFrom(process.argv.slice(2), process.env);
if ('help' in parsed) {
  console.log(USAGE);
  process.exit(0);
}
if ('problem' in parsed) {
  console.error(`check:backend: ${parsed.problem}\n\n${USAGE}`);
  process.exit(2);
}

// The app's modules run in Vite's module runner, as they do in the app (`import.meta.env`, and
// the block registry's `import.meta.glob`, which only Vite understands).
const { module: crawl } = await runnerImport<typeof Crawl>(
  path.join(import.meta.dirname, 'check-backend/crawl.ts'),
);
process.exitCode = await crawl.checkBackend(parsed.options, {
  out: {
    write: (text) => process.stdout.write(text),
    isTTY: process.stdout.isTTY === true,
    columns: process.stdout.columns,
  },
  env: process.env,
});
