import { createElement, type ReactNode } from 'react';
import { BackButton } from './BackButton.tsx';
import { errorPage, type ErrorNode, type ErrorPageProps } from './error-page.ts';

export type ErrorViewProps = ErrorPageProps;

function toReact(node: ErrorNode): ReactNode {
  if (typeof node === 'string') return node;
  if ('backButton' in node)
    return <BackButton label={node.backButton} className={node.className} />;
  return createElement(node.tag, node.attrs, ...(node.children ?? []).map(toReact));
}

/**
 * The error page of every 4xx and 5xx inside the site's layout (error-page.ts has its words and
 * markup; error-html.ts writes the same page where React cannot render).
 */
export function ErrorView(props: ErrorViewProps) {
  const { title, body } = errorPage(props);
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      {toReact(body)}
    </>
  );
}
