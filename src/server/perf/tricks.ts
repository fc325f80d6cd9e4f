// The speed tricks: code that exists only to be faster, each with its reason, its files, its
// figure and its off switch. `PERF_TRICKS=off` turns every one off, at run time and at build time
// (a build made with it applies no speed patch: waku.config.ts); a trick's own variable set to
// `off` turns that one off. The site works the same without them: CI runs the e2e suite a second
// time on such a build (`npm run test:e2e:plain`). `npm run bench` measures each one on and off.
//
// Apart from them, `NEEDED` lists the build patches that are not speed: each for correctness or
// security, with the test that fails without it. The switch leaves those on.

import { getRequestContext } from '../request-context.ts';

/** What a trick speeds up, which is where the bench switches it. */
export type Speeds = 'render' | 'cached';

export type Trick = {
  /** Its own variable: `off` turns it off (as `PERF_TRICKS=off` does, with every other). */
  env: string;
  /** Why it is there: what it saves. */
  reason: string;
  /**
   * When its switch is read: per `request` (the bench switches it between two renders in one
   * process, or starts a server without it), or when the site is `build`t (the bench makes a
   * build without it).
   */
  read: 'request' | 'build';
  /** What it speeds up: an uncached render, a cached response, or both. */
  speeds: readonly Speeds[];
  /** Where its code is: what would go with it, the switch's own file first. */
  files: readonly string[];
  /** A build trick's Vite plugin in waku.config.ts (absent from a build made without it). */
  plugin?: string;
  /** What it was last measured to save (`npm run bench`), with the date; null: not yet. */
  figure: string | null;
};

export const TRICKS = {
  prerendered: {
    env: 'PERF_PRERENDERED',
    reason:
      'server-only subtrees (the header parts, the footer, every block) are rendered to HTML once per key and reused as one string (decision 024); the `turns` prop of a block exists only to be part of that key',
    read: 'request',
    speeds: ['render'],
    files: [
      'src/server/perf/prerendered/',
      'src/ssr/static-markup.tsx',
      'src/components/blocks/registry.tsx',
      'src/components/Header/Header.tsx',
      'src/components/layouts/SiteLayout/SiteLayout.tsx',
    ],
    figure:
      'content page 0.84 ms of 4.2 (20.2 %) per uncached render, /en/contact/ 0.53 ms (17.5 %); documents 6-14 % smaller (26 November 2026)',
  },
  door: {
    env: 'PERF_DOOR',
    reason:
      'a page the page cache holds is served from Node’s request listener, before the request becomes a Web Request for Hono, with its response prepared once per encoding (step 0, decision 036)',
    read: 'request',
    speeds: ['cached'],
    files: ['src/server/pipeline/door.ts'],
    figure: 'a cached page, one process: +60 % requests a second (26 November 2026)',
  },
  flightClientWalk: {
    env: 'PERF_FLIGHT_CLIENT_WALK',
    reason:
      "React's Flight client in the SSR build parses rows without a JSON.parse reviver, walking the value once instead (decision 023)",
    read: 'build',
    speeds: ['render'],
    files: ['scripts/flight-client-walk.ts'],
    plugin: 'kommune:flight-client-without-reviver',
    figure:
      'content page 0.74 ms (14.9 %) per uncached render, 20 paired rounds (26 November 2026)',
  },
  reactNodeBuilds: {
    env: 'PERF_REACT_NODE_BUILDS',
    reason:
      'Flight and Fizz run from React’s "node" builds, which write strings into shared views, instead of the "edge" builds Waku picks, which allocate per attribute and text (decision 009)',
    read: 'build',
    speeds: ['render'],
    files: ['scripts/react-node-builds.ts'],
    plugin: 'kommune:react-node-builds',
    figure: null,
  },
} as const satisfies Record<string, Trick>;

export type TrickName = keyof typeof TRICKS;

/** A build patch that is not a speed trick: it stays with every trick off. */
export type Needed = {
  /** What would break without it. */
  reason: string;
  files: readonly string[];
  /** Its Vite plugin in waku.config.ts. */
  plugin: string;
  /** The tests that fail without it. */
  tests: readonly string[];
};

export const NEEDED = {
  flightDataBlocks: {
    reason:
      'security: under the hash-only policy every inline script must be hashed, and the payload written as scripts made the policy grow with the page until a long page overflowed the 16 KB of headers a client accepts; data blocks need no hash, and only the run of them after the bootstrap is read (decision 036, addendum)',
    files: ['scripts/flight-data-blocks.ts', 'scripts/ssr-patches.ts'],
    plugin: 'kommune:flight-data-blocks',
    tests: ['tests/e2e/http.spec.ts', 'scripts/flight-data-blocks.test.ts'],
  },
  flightStyleHint: {
    reason:
      'valid HTML: React 19.2 writes the stylesheet preload hint with `as="stylesheet"`, which is not a value `as` may take (decision 048)',
    files: ['scripts/flight-style-hint.ts'],
    plugin: 'kommune:flight-style-hint',
    tests: ['tests/e2e/html-validity.spec.ts'],
  },
  hydrationPatches: {
    reason:
      'the page a visitor sees first: on a slow phone the server-rendered page paints before the hydration JavaScript is fetched and run (decision 010); it costs the server nothing, so it is no trick of the server’s speed',
    files: ['scripts/hydration-patches.ts', 'scripts/ssr-patches.ts'],
    plugin: 'kommune:hydration-patches',
    tests: ['tests/e2e/http.spec.ts', 'scripts/hydration-patches.test.ts'],
  },
} as const satisfies Record<string, Needed>;

/** The variable that turns every trick off (`PERF_TRICKS=off`). */
export const ALL_TRICKS_ENV = 'PERF_TRICKS';

/** Whether the environment turns the trick off: the one switch, or its own variable. */
const switchedOn = (name: TrickName) =>
  process.env[ALL_TRICKS_ENV] !== 'off' && process.env[TRICKS[name].env] !== 'off';

/**
 * Whether a trick is on: unless `PERF_TRICKS` or its own variable says `off`. Read once per
 * request (kept in the request context), so a benchmark can switch a runtime trick between two
 * renders in one process; outside a request (the build, the door before the pipeline) read each
 * time.
 */
export function trickOn(name: TrickName): boolean {
  const request = getRequestContext();
  return request ? ((request.tricks ??= {})[name] ??= switchedOn(name)) : switchedOn(name);
}
