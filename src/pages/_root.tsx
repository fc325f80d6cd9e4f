import type { ReactNode } from 'react';
import { unstable_getContext as getContext } from 'waku/server';
import { currentLanguageAndTheme } from '#src/server/current-request.ts';
import '#src/styles/global.css.ts';

/** The document: `<html lang>` and `data-theme` follow the current page. */
export default async function Root({ children }: { children: ReactNode }) {
  const { language, theme } = await currentLanguageAndTheme(getContext().req);
  return (
    <html lang={language} data-theme={theme}>
      <head></head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
