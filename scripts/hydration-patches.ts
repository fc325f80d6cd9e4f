import { ssrPatches } from './ssr-patches.ts';

// The document's load order (decision 010), written where the document is made instead of
// rewritten afterwards. Step 17 used to find and edit both in every rendered document: a regex
// over the head, a search for the bootstrap, a copy of the whole document and a second read of
// it, 25–31 µs of its 94–143 µs pass (in a loop over /en/contact/ and the content page).
//
// - **The hydration JavaScript loads after the content.** @vitejs/plugin-rsc preloads every client
//   module a page uses (`<link rel="modulepreload">`), but leaves the client entry's own modules at
//   the default (high) priority. At that priority those files compete with the stylesheet, the
//   logo and the hero image on a slow connection, and the first paint waits for bytes it does not
//   need. At low priority the browser still fetches them early, after what the first paint needs.
// - **Hydration waits for the first frame.** Waku's bootstrap script imports the client entry as
//   soon as it is parsed, and on a slow phone the hydration that follows keeps the main thread
//   busy before anything is painted: the server-rendered page, complete and usable without
//   JavaScript, then appears seconds late. The import now starts after the first frame.
//
// Each patch fails the build when the code it changes is no longer there (after an upgrade), so
// the behaviour cannot be lost unnoticed. The e2e "load order" test checks both in Chromium.

/** @vitejs/plugin-rsc's choice of priority for a preloaded client module. */
const ENTRY_PRIORITY = 'if (!clientEntryJsSet.has(href)) options.fetchPriority = "low";';

/**
 * React DOM 19.2's `preloadModule` hands on `as`, `crossOrigin` and `integrity`, and drops the
 * `fetchPriority` that @vitejs/plugin-rsc asks for; its server renderer writes whatever it is
 * handed. (The same options of `preload` are handed on.)
 */
const PRELOAD_MODULE_OPTIONS = `        integrity:
          "string" === typeof options.integrity ? options.integrity : void 0
      });
    } else Internals.d.m(href);`;
const PRELOAD_MODULE_WITH_PRIORITY = `        integrity:
          "string" === typeof options.integrity ? options.integrity : void 0,
        fetchPriority:
          "string" === typeof options.fetchPriority ? options.fetchPriority : void 0
      });
    } else Internals.d.m(href);`;

/** Waku's loader of the bootstrap script's import of the client entry (lib/vite-rsc/ssr.js). */
const BOOTSTRAP_LOADER = "return import.meta.viteRsc.loadBootstrapScriptContent('index');";

/** Waku's import of the client entry in the bootstrap script, and the same import after a frame. */
const ENTRY_IMPORT = /\bimport\(("\/[^"]+\.js")\)/;
const AFTER_FIRST_FRAME = 'requestAnimationFrame(() => setTimeout(() => import($1)))';

/**
 * Added to Waku's ssr.js: the bootstrap script's text with the entry's import started after the
 * first frame. Another form (the dev server's, a later Waku's) is left as it is.
 */
export const IMPORT_AFTER_FIRST_FRAME = `
function __kommuneImportAfterFirstFrame(bootstrap) {
  return bootstrap.replace(${String(ENTRY_IMPORT)}, ${JSON.stringify(AFTER_FIRST_FRAME)});
}
`;

/** The code of a module with the patch made, or null when `id` is not the module. */
export function patchModule(code: string, id: string, fail: (message: string) => never) {
  if (/@vitejs\/plugin-rsc\/dist\/shared-[\w-]+\.js$/.test(id) && code.includes('preloadDeps')) {
    if (!code.includes(ENTRY_PRIORITY)) fail(`no client-entry preload priority in ${id}`);
    return code.replace(ENTRY_PRIORITY, 'options.fetchPriority = "low";');
  }
  if (/react-dom\/cjs\/react-dom\.production\.js$/.test(id)) {
    if (!code.includes(PRELOAD_MODULE_OPTIONS)) fail(`no preloadModule options in ${id}`);
    return code.replace(PRELOAD_MODULE_OPTIONS, PRELOAD_MODULE_WITH_PRIORITY);
  }
  if (/waku\/dist\/lib\/vite-rsc\/ssr\.js$/.test(id)) {
    if (!code.includes(BOOTSTRAP_LOADER)) fail(`no bootstrap script loader in ${id}`);
    return (
      code.replace(
        BOOTSTRAP_LOADER,
        "return Promise.resolve(import.meta.viteRsc.loadBootstrapScriptContent('index')).then(__kommuneImportAfterFirstFrame);",
      ) + IMPORT_AFTER_FIRST_FRAME
    );
  }
  return null;
}

export const hydrationPatches = () =>
  ssrPatches(
    'kommune:hydration-patches',
    [
      '@vitejs/plugin-rsc/dist/shared-',
      'react-dom/cjs/react-dom.production.js',
      'waku/dist/lib/vite-rsc/ssr.js',
    ],
    patchModule,
  );
