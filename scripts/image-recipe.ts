// deploy/Dockerfile read as data, for scripts/stage-image.ts (which assembles the runtime tree by
// following it) and the unit tests (which check what that tree may hold). One reading of the
// Dockerfile, so the staging cannot drift from it: an instruction it does not know is an error.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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
 * What the runtime tree must never hold: sources, tests, sample data, a TypeScript configuration,
 * and node_modules (dist/ bundles every package it runs: decision 037).
 */
export const NOT_IN_IMAGE = ['src', 'scripts', 'mocks', 'tests', 'tsconfig.json', 'node_modules'];

/**
 * Why each of the runtime stage's COPY sources is in the image, by source as the Dockerfile names
 * it: `npm run stage:image` prints it, and a COPY without a reason fails its unit test.
 */
export const IMAGE_CONTENTS: Record<string, string> = {
  '/app/dist':
    'the build: dist/server (Waku’s server build, its packages bundled in), dist/public (the static files) and dist/start.mjs (the CMD: the configuration check and the HTTP server, its packages bundled in)',
  'package.json': '"type": "module", so Node loads dist/’s .js files as ES modules',
  'deploy/healthcheck.mjs': 'the HEALTHCHECK command',
};

/**
 * Decision 021's install: what the image's node_modules held until decision 037, and what
 * `npm run stage:image` installs beside the tree for the "before" figure.
 */
export const DECISION_021_INSTALL =
  'npm ci --omit=dev --omit=optional --no-audit --no-fund --ignore-scripts';

type LockPackage = { dev?: boolean; devOptional?: boolean; optional?: boolean; link?: boolean };

/**
 * The node_modules paths `npm ci --omit=dev --omit=optional` installs from a lock file: every
 * package not marked `dev`, `optional` or `devOptional` (DECISION_021_INSTALL's packages).
 */
export function productionPackagesOf(lock: { packages: Record<string, LockPackage> }): string[] {
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key !== '' && !entry.dev && !entry.optional && !entry.devOptional)
    .map(([key]) => key)
    .sort();
}

/** The package a path or file URL is in (`@scope/name` or `name`), or undefined outside node_modules. */
export function packageOf(file: string): string | undefined {
  const at = file.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const [first = '', second = ''] = file.slice(at + 'node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * The directories Node would look in for a package imported from a file in `dir`: node_modules in
 * `dir` and every parent, then (for `require`) `$HOME/.node_modules`, `$HOME/.node_libraries` and
 * `<prefix>/lib/node`. Answers the ones that exist: none, for a tree that must run on its own.
 */
export function reachableNodeModules(dir: string, home: string, execPath: string): string[] {
  const candidates: string[] = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    candidates.push(path.join(at, 'node_modules'));
    if (path.dirname(at) === at) break;
  }
  candidates.push(path.join(home, '.node_modules'), path.join(home, '.node_libraries'));
  candidates.push(path.resolve(execPath, '../../lib/node'));
  return candidates.filter((candidate) => existsSync(candidate));
}

/** One line of scripts/module-trace.mjs's output. */
export type TraceEntry =
  | { pid: number; url: string; specifier: string; parent?: string }
  | { pid: number; missing: string; parent?: string; code?: string };

export type TraceSummary = {
  /** Module files loaded from inside the tree but outside node_modules (relative paths). */
  own: Set<string>;
  /** Packages loaded from the tree's node_modules, each with the modules that loaded it from outside it. */
  packages: Map<string, { files: number; loadedBy: Set<string> }>;
  /** Module files loaded from outside the tree. */
  outside: string[];
  /** Imports and requires that found nothing: `specifier (from parent)`. */
  missing: string[];
  /** The processes that loaded modules (a cluster: the primary and each worker). */
  pids: Set<number>;
};

/** Reads a module trace of the tree in `dir` (file URLs), relative names for the report. */
export function summarizeTrace(entries: TraceEntry[], dir: string): TraceSummary {
  const base = pathToFileURL(path.resolve(dir)).href + '/';
  const local = (url: string | undefined) => (url?.startsWith(base) ? url.slice(base.length) : url);
  const summary: TraceSummary = {
    own: new Set(),
    packages: new Map(),
    outside: [],
    missing: [],
    pids: new Set(),
  };
  for (const entry of entries) {
    summary.pids.add(entry.pid);
    if ('missing' in entry) {
      const line = `${entry.missing} (from ${local(entry.parent) ?? 'the command line'})`;
      if (!summary.missing.includes(line)) summary.missing.push(line);
      continue;
    }
    if (!entry.url.startsWith(base)) {
      summary.outside.push(entry.url);
      continue;
    }
    const name = packageOf(entry.url);
    if (!name) {
      summary.own.add(entry.url.slice(base.length));
      continue;
    }
    const known = summary.packages.get(name) ?? { files: 0, loadedBy: new Set<string>() };
    known.files++;
    const parent = local(entry.parent);
    if (parent && packageOf(parent) !== name) known.loadedBy.add(parent);
    summary.packages.set(name, known);
  }
  return summary;
}

/** esbuild's metafile, as far as bundledPackages reads it. */
export type BundleInputs = {
  inputs: Record<string, { bytes: number; imports: { path: string; original?: string }[] }>;
};

/**
 * The packages a bundle holds (from its esbuild metafile): each one's bytes of input, and the
 * files outside it that import it: the reason it is there.
 */
export function bundledPackages(
  meta: BundleInputs,
): Map<string, { bytes: number; importedBy: Set<string> }> {
  const packages = new Map<string, { bytes: number; importedBy: Set<string> }>();
  const entryOf = (name: string) => {
    const known = packages.get(name) ?? { bytes: 0, importedBy: new Set<string>() };
    packages.set(name, known);
    return known;
  };
  for (const [file, input] of Object.entries(meta.inputs)) {
    const name = packageOf(file);
    if (name) entryOf(name).bytes += input.bytes;
    for (const imported of input.imports) {
      const target = packageOf(imported.path);
      if (target && target !== name) entryOf(target).importedBy.add(name ?? file);
    }
  }
  return packages;
}
