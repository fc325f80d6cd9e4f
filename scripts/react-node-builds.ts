import type { Plugin } from 'vite';

/**
 * Waku 0.27 renders with React's "edge" builds (Flight and Fizz over web streams). On Node the
 * "node" builds of the same packages offer the same `renderToReadableStream` /
 * `createFromReadableStream` API but write strings into 2 KB views with `encodeInto`, where the
 * edge builds allocate one `Uint8Array` per attribute and text. Same output, less work per
 * render: see docs/decisions/009-render-cost.md for the measurements. The site's build and the
 * bench's reference app (bench/bare-waku) both use it, so they run the same React code.
 */
const NODE_BUILDS: Record<string, Record<string, string>> = {
  rsc: { '@vitejs/plugin-rsc/rsc': '@vitejs/plugin-rsc/rsc.node' },
  ssr: {
    '@vitejs/plugin-rsc/ssr': '@vitejs/plugin-rsc/ssr.node',
    'react-dom/server.edge': 'react-dom/server.node',
  },
};

export function reactNodeBuilds(): Plugin {
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
