import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';
import { defineConfig } from 'waku/config';
import { flightClientWithoutReviver } from './scripts/flight-client-walk.ts';

/**
 * Waku 0.27 renders with React's "edge" builds (Flight and Fizz over web streams). On Node the
 * "node" builds of the same packages offer the same `renderToReadableStream` /
 * `createFromReadableStream` API but write strings into 2 KB views with `encodeInto`, where the
 * edge builds allocate one `Uint8Array` per attribute and text. Same output, less work per
 * render: see docs/decisions/009-render-cost.md for the measurements.
 */
const NODE_BUILDS: Record<string, Record<string, string>> = {
  rsc: { '@vitejs/plugin-rsc/rsc': '@vitejs/plugin-rsc/rsc.node' },
  ssr: {
    '@vitejs/plugin-rsc/ssr': '@vitejs/plugin-rsc/ssr.node',
    'react-dom/server.edge': 'react-dom/server.node',
  },
};

function reactNodeBuilds(): Plugin {
  return {
    name: 'kommune:react-node-builds',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const target = NODE_BUILDS[this.environment.name]?.[source];
      if (!target) return null;
      const resolved = await this.resolve(target, importer, { ...options, skipSelf: true });
      // After an upgrade that renamed them: fail the build rather than fall back unnoticed.
      if (!resolved) this.error(`${target} (the node build of ${source}) cannot be resolved`);
      return resolved;
    },
  };
}

export default defineConfig({
  vite: {
    plugins: [vanillaExtractPlugin(), reactNodeBuilds(), flightClientWithoutReviver()],
    // <Prerendered>'s SSR half, loaded from the RSC environment (decision 024).
    environments: {
      // Only the server-components build prerenders; elsewhere <Prerendered> passes through.
      // One stylesheet (decision 010, addendum): the server build writes all styles into one
      // file, which every page links once; the client build links none of its own
      // (src/styles/every-style.ts brings client components' styles into the server build).
      rsc: {
        define: { 'import.meta.env.KOMMUNE_RSC': 'true' },
        build: { cssCodeSplit: false },
      },
      client: { build: { cssCodeSplit: false } },
      ssr: {
        build: { rollupOptions: { input: { 'static-markup': './src/ssr/static-markup.tsx' } } },
      },
    },
  },
});
