import { renderToString } from 'react-dom/server';
import { it } from 'vitest';
import { catalog } from '#src/components/catalog.tsx';
it('probe', () => {
  for (const e of catalog) for (const [n, p] of Object.entries(e.examples)) {
    const html = renderToString(<>{e.render(p)}</>);
    const hs = [...html.matchAll(/<h([1-6])/g)].map((m) => m[1]).join(',');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]).join(' ');
    const lm = [...html.matchAll(/<(header|footer|nav|aside|main|section|form)\b([^>]*)>/g)].map((m) => m[1] + (m[2].match(/aria-label(ledby)?="[^"]*"/)?.[0] ?? '')).join(' ');
    process.stdout.write(`${e.name}/${n}: h[${hs}] ids[${ids}] lm[${lm}]\n`);
  }
});
