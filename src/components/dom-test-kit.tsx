import { within } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

// What the components' own tests share. Imported by tests only; needs a DOM (happy-dom).

/**
 * Server-renders a node, which is what a reader without JavaScript gets, into the document and
 * returns role queries scoped to it.
 */
export function renderStatic(node: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(node);
  document.body.replaceChildren(container);
  return { container, ...within(container) };
}
