// Loaded with `node --import <this file>?out=<file>`: appends one JSON line to <file> for every
// module file a resolution yields the first time (and the module that asked for it), and for
// every resolution that fails. Same-thread hooks (module.registerHooks), so `import` and
// `require` alike; cluster workers inherit --import. `npm run stage:image` runs the image's CMD
// under it to find what the server loads (decision 037); it is not part of the image.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const out = new URL(import.meta.url).searchParams.get('out');
if (!out) throw new Error('module-trace.mjs: give the output file as ?out=<path>');
const seen = new Set();
const record = (entry) =>
  appendFileSync(out, `${JSON.stringify({ pid: process.pid, ...entry })}\n`);

registerHooks({
  resolve(specifier, context, nextResolve) {
    let result;
    try {
      result = nextResolve(specifier, context);
    } catch (err) {
      record({ missing: specifier, parent: context.parentURL, code: err.code });
      throw err;
    }
    if (result.url.startsWith('file:') && !seen.has(result.url)) {
      seen.add(result.url);
      record({ url: result.url, specifier, parent: context.parentURL });
    }
    return result;
  },
});
