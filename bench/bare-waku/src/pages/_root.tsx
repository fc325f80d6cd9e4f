import type { ReactNode } from 'react';
import { unstable_getContext as getContext } from 'waku/server';
import { mirrorOf } from '../mirror';

/** A mirrored path gets the site's own document; the floor a minimal one. */
export default function Root({ children }: { children: ReactNode }) {
  const mirror = mirrorOf(new URL(getContext().req.url).pathname);
  if (mirror) return mirror.root;
  return (
    <html lang="da">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
