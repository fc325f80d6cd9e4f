// The speed tricks: code that exists only to be faster, each with its reason and its off switch
// (an environment variable set to `off`). `npm run bench` measures each one on and off in one
// run (render-cost.mjs `--tricks`), so a trick that does not pay for itself can be seen and
// removed. Everything else in the code is the plain way to do its job.

import { getRequestContext } from '../request-context.ts';

export type Trick = {
  /** The environment variable that turns it off (`=off`). */
  env: string;
  /** Why it is there: what it saves. */
  reason: string;
  /**
   * What it speeds up, which is where the bench switches it: an uncached render (read per
   * request: render-cost.mjs `--tricks`), a cached answer (a server started without it), or the
   * build (a build without it).
   */
  speeds: 'render' | 'cached' | 'build';
  /**
   * Where its code is. A render trick lives here, in src/server/perf/; the door is the pipeline's
   * step 0 (the pipeline is the top floor: nothing below may import it), and the build-time patch
   * is a Vite plugin beside the build script.
   */
  where: string;
};

export const TRICKS = {
  prerendered: {
    env: 'PERF_PRERENDERED',
    reason:
      'server-only subtrees (the header parts, the footer, every block) are rendered to HTML once per key and reused as one string (decision 024)',
    speeds: 'render',
    where: 'src/server/perf/prerendered/Prerendered.tsx',
  },
  door: {
    env: 'PERF_DOOR',
    reason:
      'a page the page cache holds is answered before the request becomes a Web Request for Hono (step 0, decision 036)',
    speeds: 'cached',
    where: 'src/server/pipeline/door.ts',
  },
  flightClientWalk: {
    env: 'PERF_FLIGHT_CLIENT_WALK',
    reason:
      "React's Flight client parses rows without a JSON.parse reviver, walking the value once instead (decision 023); a build-time patch",
    speeds: 'build',
    where: 'scripts/flight-client-walk.ts',
  },
} as const satisfies Record<string, Trick>;

export type TrickName = keyof typeof TRICKS;

/**
 * Whether a trick is on: unless its variable says `off`. Read once per request (kept in the
 * request context), so a benchmark can switch a runtime trick between two renders in one process;
 * outside a request (the build, the door before the pipeline) read each time.
 */
export function trickOn(name: TrickName): boolean {
  const request = getRequestContext();
  const on = () => process.env[TRICKS[name].env] !== 'off';
  return request ? ((request.tricks ??= {})[name] ??= on()) : on();
}
