import { hash } from 'node:crypto';
import type { ReactElement, ReactNode } from 'react';
import { LRUCache } from 'lru-cache';
import type * as StaticMarkup from '#src/ssr/static-markup.tsx';
import { log } from '#src/server/log.ts';
import { noticingConsentReads } from '#src/server/consent-reads.ts';
import { getRequestContext } from '#src/server/request-context.ts';
import { trickOn } from '../tricks.ts';
import { fragmentKey } from './fragment-key.ts';
import * as styles from './Prerendered.css.ts';

// A server-only subtree rendered to HTML once per key and reused (decision 024). The subtree
// stays an ordinary server component; its HTML comes from the same Flight and Fizz passes as
// the page, run on the subtree alone. The page then carries one string instead of the
// subtree's elements, which both passes (and the inline payload) handle at native speed.

export type PrerenderedProps = {
  /** Names the subtree in the key, the markup (`data-prerendered`) and the logs. */
  name: string;
  /**
   * The subtree: one element, whose component and props (all the way down) are its key
   * (fragment-key.ts). Whatever else its output depends on must be a prop (a block's passed
   * dates are: registry.tsx).
   */
  children: ReactElement;
};

/**
 * Bounded by count and bytes. An entry lives 10 s. A block that shows the time (a job's
 * deadline) has its passed dates in its key (registry.tsx, decision 036): a page rendered again
 * at a deadline never reuses the HTML made before it.
 */
const cache = new LRUCache<string, string>({
  max: 1000,
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (html, key) => html.length + key.length,
  ttl: 10_000,
});
const rendering = new Map<string, Promise<string | null>>();
/**
 * Names whose subtree turned out to hold a client component, or to read the visitor's consent
 * (which no key holds: consent-reads.ts): rendered as usual from then on.
 */
const asUsual = new Set<string>();

async function render(name: string, key: string, children: ReactNode): Promise<string | null> {
  try {
    const { renderToReadableStream } = await import('@vitejs/plugin-rsc/rsc');
    // Ids from useId() must not repeat those of another fragment or of the page.
    const identifierPrefix = `p${hash('sha256', key, 'base64url').slice(0, 8)}-`;
    let client = false;
    const { value: flight, consentRead } = await noticingConsentReads(
      async () =>
        new Uint8Array(
          await new Response(
            renderToReadableStream(
              children,
              { identifierPrefix },
              { onClientReference: () => (client = true) },
            ),
          ).arrayBuffer(),
        ),
    );
    if (client || consentRead) {
      asUsual.add(name);
      log.info(
        { name },
        client
          ? 'this subtree holds a client component: it is rendered as usual'
          : "this subtree shows the visitor's consent: it is rendered as usual",
      );
      return null;
    }
    const ssr = await import.meta.viteRsc.loadModule<typeof StaticMarkup>('ssr', 'static-markup');
    return await ssr.flightToMarkup(new Response(flight).body!);
  } catch (error) {
    log.error({ name, err: error }, 'prerendering failed: rendered as usual');
    return null;
  }
}

/** The cache key of this use, or null when its subtree is to be rendered as usual. */
function keyOf({ name, children }: PrerenderedProps): string | null {
  if (asUsual.has(name)) return null;
  // A preview's or a site builder's page is for one person: none of it is kept (personal.ts).
  if (getRequestContext()?.request?.personal) return null;
  const key = fragmentKey(name, children);
  if (key === null) {
    asUsual.add(name);
    log.info({ name }, 'a prop of this subtree cannot be part of a key: it is rendered as usual');
  }
  return key;
}

function FragmentHtml({ name, html }: { name: string; html: string }) {
  return (
    <div
      className={styles.contents}
      data-prerendered={name}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A miss: renders the subtree once for every request that asks meanwhile. */
async function PrerenderedHtml({
  name,
  cacheKey,
  children,
}: {
  name: string;
  cacheKey: string;
  children: ReactNode;
}) {
  let pending = rendering.get(cacheKey);
  if (!pending) {
    pending = render(name, cacheKey, children).finally(() => rendering.delete(cacheKey));
    rendering.set(cacheKey, pending);
  }
  const html = await pending;
  if (html === null) return children;
  cache.set(cacheKey, html);
  return <FragmentHtml name={name} html={html} />;
}

/**
 * In the server-components build, the children's HTML, made once per key. A hit is an ordinary
 * element: no await, so Flight writes it in place instead of in a row of its own. Anywhere else
 * (the unit tests' synchronous renders) the children as they are: the same markup, without the
 * wrapper.
 */
export function Prerendered(props: PrerenderedProps) {
  if (!import.meta.env.KOMMUNE_RSC || !trickOn('prerendered')) return props.children;
  const cacheKey = keyOf(props);
  if (cacheKey === null) return props.children;
  const html = cache.get(cacheKey);
  if (html !== undefined) return <FragmentHtml name={props.name} html={html} />;
  return (
    <PrerenderedHtml name={props.name} cacheKey={cacheKey}>
      {props.children}
    </PrerenderedHtml>
  );
}
