// The SSR environment's half of <Prerendered> (src/server/perf/prerendered): turns the Flight
// stream of a server-only subtree into its HTML with the same React build that renders pages.
// The RSC environment cannot import react-dom/server; it loads this module with
// `import.meta.viteRsc.loadModule('ssr', 'static-markup')` (an entry added in waku.config.ts).
import { use, type ReactNode } from 'react';
import { createFromReadableStream } from '@vitejs/plugin-rsc/ssr';
import { renderToReadableStream } from 'react-dom/server.edge';

export async function flightToMarkup(flight: ReadableStream<Uint8Array>): Promise<string> {
  const tree = createFromReadableStream<ReactNode>(flight);
  function Root() {
    return use(tree);
  }
  let failure: unknown;
  const html = await renderToReadableStream(<Root />, {
    onError(error) {
      failure ??= error;
    },
  });
  await html.allReady;
  const markup = await new Response(html).text();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return markup;
}
