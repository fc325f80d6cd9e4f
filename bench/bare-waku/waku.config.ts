import { defineConfig } from 'waku/config';
import { flightClientWithoutReviver } from '../../scripts/flight-client-walk.ts';
import { flightDataBlocks } from '../../scripts/flight-data-blocks.ts';
import { flightStyleHint } from '../../scripts/flight-style-hint.ts';
import { hydrationPatches } from '../../scripts/hydration-patches.ts';
import { reactNodeBuilds } from '../../scripts/react-node-builds.ts';

// The site's React build choices and nothing else: the node builds of Flight and Fizz, the SSR
// Flight client's parse-then-walk, the document's load order, its payload in data blocks and its
// stylesheet hint. With `react-server-dom-webpack` in package.json, @vitejs/plugin-rsc uses the
// installed one instead of its own vendored copy (React 19.3).
export default defineConfig({
  vite: {
    plugins: [
      reactNodeBuilds(),
      hydrationPatches(),
      flightDataBlocks(),
      flightStyleHint(),
      flightClientWithoutReviver(),
    ],
  },
});
