import path from 'node:path';
import { runnerImport } from 'vite';
import type { Output } from './check-backend/progress.ts';
import type { ParsedArguments } from './crawl-options.ts';

// The command around check:backend and check:content (scripts/check-backend.ts,
// scripts/check-content.ts): --help and a bad argument answered before anything is loaded, the
// check loaded in Vite's module runner, and the terminal it writes to.

/**
 * The options on this process's command line (`optionsFrom` it and its environment); after --help,
 * exits 0, and on a bad argument says so and exits 2.
 */
export function optionsOrExit<O>(
  command: string,
  usage: string,
  optionsFrom: (argv: string[], env: NodeJS.ProcessEnv) => ParsedArguments<O>,
): O {
  const parsed = optionsFrom(process.argv.slice(2), process.env);
  if ('help' in parsed) {
    console.log(usage);
    process.exit(0);
  }
  if ('problem' in parsed) {
    console.error(`${command}: ${parsed.problem}\n\n${usage}`);
    process.exit(2);
  }
  return parsed.options;
}

/**
 * A module of scripts/ (`file`, relative to it) loaded in Vite's module runner, as the app's
 * modules run in the app (`import.meta.env`, and the block registry's `import.meta.glob`, which
 * only Vite understands).
 */
export const appModule = async <M>(file: string): Promise<M> =>
  (await runnerImport<M>(path.join(import.meta.dirname, file))).module;

/** What a check is handed: this process's terminal and environment. */
export const terminal = (): { out: Output; env: NodeJS.ProcessEnv } => ({
  out: {
    write: (text) => process.stdout.write(text),
    isTTY: process.stdout.isTTY === true,
    columns: process.stdout.columns,
  },
  env: process.env,
});
