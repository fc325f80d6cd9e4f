import { within } from '@testing-library/dom';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

// What the components' own tests share. Imported by tests only; needs a DOM (happy-dom).

type HappyDomWindow = Window & {
  happyDOM?: { settings: { navigation: { disableChildFrameNavigation: boolean } } };
};

/**
 * Server-renders a node, which is what a reader without JavaScript gets, into the document and
 * returns role queries scoped to it.
 */
export function renderStatic(node: ReactNode) {
  // happy-dom would load an iframe's src (a video, a width frame) once it is in the document.
  const happyDOM = (window as HappyDomWindow).happyDOM;
  if (happyDOM) happyDOM.settings.navigation.disableChildFrameNavigation = true;
  const container = document.createElement('div');
  container.innerHTML = renderToString(node);
  document.body.replaceChildren(container);
  return { container, ...within(container) };
}

/** Mounts a node as the browser runs it (hydrated, with its own store), replacing what was there. */
export function mountLive(node: ReactNode) {
  document.body.replaceChildren();
  return render(<Provider>{node}</Provider>);
}

/** Our API's JSON reply to the next fetch (a module form's enhanced submit). */
export const replyFetch = (status: number, body: object, headers: Record<string, string> = {}) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
