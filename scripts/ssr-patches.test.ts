import { describe, expect, it } from 'vitest';
import { ssrPatches } from './ssr-patches.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

/** The plugin's hooks, run as Vite runs them for one build. */
function build(command: 'build' | 'serve', ids: string[]) {
  const plugin = ssrPatches('kommune:test', ['a/x.js', 'b/y.js'], (code, id) =>
    id.endsWith('.js') && (id.includes('a/') || id.includes('b/')) ? `${code}// patched` : null,
  );
  (plugin.configResolved as Hook).call(context, { command });
  const out = ids.map((id) => (plugin.transform as Hook).call(context, 'code', id));
  return { out, end: () => (plugin.buildEnd as Hook).call(context, undefined) };
}

describe('the SSR build patches', () => {
  it('patch the modules they name and leave every other alone', () => {
    const { out, end } = build('build', ['/n/a/x.js', '/n/b/y.js', '/n/c/z.js']);
    expect(out).toEqual([
      { code: 'code// patched', map: null },
      { code: 'code// patched', map: null },
      null,
    ]);
    expect(end).not.toThrow();
  });

  it('fail a build that never met one of their modules (an upgrade moved the code)', () => {
    expect(build('build', ['/n/a/x.js']).end).toThrow('kommune:test: not patched: b/y.js');
  });

  it('leave the dev server alone, which loads other builds of some modules', () => {
    expect(build('serve', ['/n/a/x.js']).end).not.toThrow();
  });
});
