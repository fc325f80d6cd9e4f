import type { Plugin } from 'vite';

/** A patch's change of one module's code, or null when `id` is not its module. */
export type ModulePatch = (
  code: string,
  id: string,
  fail: (message: string) => never,
) => string | null;

/**
 * A Vite plugin that patches third-party modules of the SSR build (scripts/hydration-patches.ts,
 * scripts/flight-data-blocks.ts). `modules` names each module by a part of its path: a build that
 * never met one of them (an upgrade moved the code) fails, as does a patch whose code has
 * changed. (The dev server loads other builds of some of them, so it is not held to that.)
 */
export function ssrPatches(name: string, modules: readonly string[], patch: ModulePatch): Plugin {
  const patched = new Set<string>();
  let building = false;
  return {
    name,
    applyToEnvironment: (environment) => environment.name === 'ssr',
    configResolved(config) {
      building = config.command === 'build';
    },
    transform(code, id) {
      const out = patch(code, id, (message) => this.error(message));
      if (out === null) return null;
      const module = modules.find((part) => id.includes(part));
      if (module) patched.add(module);
      return { code: out, map: null };
    },
    buildEnd(error) {
      const missing = modules.filter((part) => !patched.has(part));
      if (building && !error && missing.length > 0)
        this.error(`${name}: not patched: ${missing.join(', ')}`);
    },
  };
}
