// deploy/Dockerfile read as data, for scripts/stage-image.ts (which assembles the runtime tree by
// following it) and the unit tests (which check what that tree may hold). One reading of the
// Dockerfile, so the staging cannot drift from it: an instruction it does not know is an error.

export type Copy = { from: string | undefined; sources: string[]; dest: string };

export type Stage = {
  name: string;
  copies: Copy[];
  runs: string[];
  env: Record<string, string>;
  workdir: string | undefined;
  cmd: string[] | undefined;
  healthcheck: string[] | undefined;
};

/** Instructions that change nothing the staging mirrors (metadata and the user). */
const IGNORED = new Set(['USER', 'EXPOSE', 'ARG', 'LABEL']);

/** The stages of a Dockerfile, by name. Line continuations are joined; comments dropped. */
export function parseDockerfile(text: string): Map<string, Stage> {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages = new Map<string, Stage>();
  let stage: Stage | undefined;
  for (const line of lines) {
    const [, instruction = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const keyword = instruction.toUpperCase();
    if (keyword === 'FROM') {
      const name = /\bAS\s+(\S+)$/i.exec(rest)?.[1];
      if (!name) throw new Error(`a stage without a name: ${line}`);
      stage = {
        name,
        copies: [],
        runs: [],
        env: {},
        workdir: undefined,
        cmd: undefined,
        healthcheck: undefined,
      };
      stages.set(name, stage);
      continue;
    }
    if (IGNORED.has(keyword)) continue;
    if (!stage) throw new Error(`${keyword} before the first FROM`);
    if (keyword === 'COPY') {
      const words = rest.split(/\s+/);
      const from = words[0]?.startsWith('--from=')
        ? words.shift()?.slice('--from='.length)
        : undefined;
      if (words.some((w) => w.startsWith('--'))) throw new Error(`unknown COPY option: ${line}`);
      const dest = words.pop();
      if (!dest || words.length === 0)
        throw new Error(`COPY needs a source and a destination: ${line}`);
      stage.copies.push({ from, sources: words, dest });
    } else if (keyword === 'RUN') {
      stage.runs.push(rest);
    } else if (keyword === 'WORKDIR') {
      stage.workdir = rest;
    } else if (keyword === 'ENV') {
      for (const pair of rest.split(/\s+/)) {
        const [key, value] = pair.split('=');
        if (!key || value === undefined) throw new Error(`ENV must be KEY=value pairs: ${line}`);
        stage.env[key] = value;
      }
    } else if (keyword === 'CMD') {
      stage.cmd = jsonArray(rest, line);
    } else if (keyword === 'HEALTHCHECK') {
      const cmd = /\bCMD\s+(\[.*\])$/.exec(rest)?.[1];
      if (!cmd) throw new Error(`HEALTHCHECK needs CMD [...]: ${line}`);
      stage.healthcheck = jsonArray(cmd, line);
    } else {
      throw new Error(`scripts/image-recipe.ts does not know ${keyword}: teach it, or keep it out`);
    }
  }
  return stages;
}

function jsonArray(text: string, line: string): string[] {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw new Error(`expected a JSON array of strings (exec form): ${line}`);
  }
  return value;
}

/**
 * What the runtime tree must never hold: sources, tests, sample data, dev tools, a TypeScript
 * loader, and the `node` devDependency (the image brings its own Node).
 */
export const NOT_IN_IMAGE = [
  'src',
  'scripts',
  'mocks',
  'tests',
  'tsconfig.json',
  'node_modules/tsx',
  'node_modules/typescript',
  'node_modules/vitest',
  'node_modules/@playwright/test',
  'node_modules/msw',
  'node_modules/node',
  'node_modules/.bin/node',
  'node_modules/.bin/tsx',
];

type LockPackage = { dev?: boolean; devOptional?: boolean; optional?: boolean; link?: boolean };

/**
 * The node_modules paths `npm ci --omit=dev --omit=optional` installs from a lock file: every
 * package not marked `dev`, `optional` or `devOptional` (both dev and an optional peer of a
 * production package: tsx is one, through vite).
 */
export function productionPackagesOf(lock: { packages: Record<string, LockPackage> }): string[] {
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key !== '' && !entry.dev && !entry.optional && !entry.devOptional)
    .map(([key]) => key)
    .sort();
}
