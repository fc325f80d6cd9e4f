import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'waku/config';
import { flightClientWithoutReviver } from './scripts/flight-client-walk.ts';
import { flightDataBlocks } from './scripts/flight-data-blocks.ts';
import { flightStyleHint } from './scripts/flight-style-hint.ts';
import { hydrationPatches } from './scripts/hydration-patches.ts';
import { reactNodeBuilds } from './scripts/react-node-builds.ts';
import { trickOn } from './src/server/perf/tricks.ts';

export default defineConfig({
  vite: {
    plugins: [
      vanillaExtractPlugin(),
      // The speed tricks of the build, each left out with its own variable set to `off` or with
      // PERF_TRICKS=off (src/server/perf/tricks.ts).
      ...(trickOn('reactNodeBuilds') ? [reactNodeBuilds()] : []),
      ...(trickOn('flightClientWalk') ? [flightClientWithoutReviver()] : []),
      // Not speed: each is needed with every trick off (`NEEDED` in src/server/perf/tricks.ts).
      // The load order (decision 010): client modules preloaded at low priority, hydration after
      // the first frame, written where Waku and @vitejs/plugin-rsc make the document.
      hydrationPatches(),
      // The RSC payload in data blocks, which the policy need not hash (decision 036, addendum).
      flightDataBlocks(),
      // The stylesheet's preload hint says `as="style"`, as React 19.3 does (decision 048).
      flightStyleHint(),
    ],
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
