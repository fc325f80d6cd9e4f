import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_AFTER_FIRST_FRAME, patchModule } from './hydration-patches.ts';

// The patches on the modules as installed: after an upgrade that changed the code they patch,
// these fail before a build does.
const fail = (message: string): never => {
  throw new Error(message);
};
const wakuSsr = path.resolve('node_modules/waku/dist/lib/vite-rsc/ssr.js');
const pluginDist = path.dirname(createRequire(import.meta.url).resolve('@vitejs/plugin-rsc'));
/** The chunk of @vitejs/plugin-rsc that preloads the client modules. */
const pluginShared = readdirSync(pluginDist)
  .filter((name) => /^shared-[\w-]+\.js$/.test(name))
  .map((name) => path.join(pluginDist, name))
  .find((file) => readFileSync(file, 'utf8').includes('preloadDeps'));

/** The patched bootstrap function, run as Waku's ssr.js would run it. */
const importAfterFirstFrame = new Function(
  `${IMPORT_AFTER_FIRST_FRAME}; return __kommuneImportAfterFirstFrame;`,
)() as (bootstrap: string) => string;

describe("the hydration patches (decision 010), on Waku's and @vitejs/plugin-rsc's code", () => {
  it('preloads every client module at low priority, the client entry’s too', () => {
    expect(pluginShared).toBeDefined();
    const code = readFileSync(pluginShared!, 'utf8');
    const out = patchModule(code, pluginShared!, fail);
    expect(out).not.toBeNull();
    expect(out).not.toContain('clientEntryJsSet.has(href)) options.fetchPriority');
    expect(out).toContain('options.fetchPriority = "low";');
  });

  it('makes React DOM hand on the priority a module preload asks for', () => {
    const reactDom = path.resolve('node_modules/react-dom/cjs/react-dom.production.js');
    const out = patchModule(readFileSync(reactDom, 'utf8'), reactDom, fail);
    expect(out).toContain(
      'fetchPriority:\n          "string" === typeof options.fetchPriority ? options.fetchPriority : void 0',
    );
  });

  it("wraps Waku's bootstrap loader so the entry's import starts after the first frame", () => {
    const out = patchModule(readFileSync(wakuSsr, 'utf8'), wakuSsr, fail);
    expect(out).toContain(
      "Promise.resolve(import.meta.viteRsc.loadBootstrapScriptContent('index')).then(__kommuneImportAfterFirstFrame)",
    );
    expect(out).toContain('function __kommuneImportAfterFirstFrame(bootstrap)');
  });

  it('fails on a module whose code has changed, rather than build without the behaviour', () => {
    expect(() => patchModule('export function renderHtmlStream() {}', wakuSsr, fail)).toThrow(
      /no bootstrap script loader/,
    );
    expect(() =>
      patchModule('function preloadDeps(deps) {}', path.join(pluginDist, 'shared-x.js'), fail),
    ).toThrow(/no client-entry preload priority/);
  });

  it('leaves every other module alone', () => {
    expect(patchModule('export const a = 1;', '/x/node_modules/react/index.js', fail)).toBeNull();
  });

  it('starts the bootstrap’s import of the client entry a frame after the first paint', () => {
    expect(
      importAfterFirstFrame('globalThis.__WAKU_HYDRATE__ = true;import("/assets/index-1.js")'),
    ).toBe(
      'globalThis.__WAKU_HYDRATE__ = true;requestAnimationFrame(() => setTimeout(() => import("/assets/index-1.js")))',
    );
  });

  it('leaves a bootstrap of another shape (the dev server’s) as it is', () => {
    const dev = 'import("/@id/__x00__virtual:vite-rsc/entry-browser")';
    expect(importAfterFirstFrame(dev)).toBe(dev);
  });
});
