import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

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
