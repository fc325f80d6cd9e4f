// The production entry: `node dist/start.mjs` (the image's CMD). `npm run build` compiles this
// file, the configuration check and scripts/serve.mjs into dist/start.mjs (esbuild; see
// compileProductionEntry in scripts/launcher.ts), so production needs no TypeScript loader and
// no src/ (docs/decisions/021-lean-production-image.md).
//
// It checks the configuration (one line naming a bad variable, exit 1), then serves dist/ in this
// process. Unlike `npm start` it never builds and never starts the sample backend: CMS_API_URL
// must be set.
import cluster from 'node:cluster';
import { checkEnv } from './check-env.ts';

// WEB_CONCURRENCY > 1 forks this file again as each worker: the primary has checked already.
if (cluster.isPrimary) checkEnv({ sampleBackend: false });
// Imported only now, so a bad configuration stops start-up before the server loads.
await import('./serve.mjs');
