import type { ReactNode } from 'react';
import { currentLanguageAndTheme } from '#src/server/pipeline/current-request.ts';
import { getEnv } from '#src/server/env.ts';
import { StoreProvider } from '#src/components/StoreProvider.tsx';
import { themeColorOf } from '#src/server/discovery/manifest.ts';
import '#src/styles/global.css.ts';
import '#src/styles/every-style.ts';

/**
 * The document: `<html lang>` and `data-theme` follow the current page; the web manifest, the
 * touch icon and the browser bar's colour (the theme's header) for installing it (decision 016).
 */
export default function Root({ children }: { children: ReactNode }) {
  const { lang, theme } = currentLanguageAndTheme();
  const { flags } = getEnv().publicConfig;
  return (
    <html lang={lang} data-theme={theme}>
      <head>
        {import.meta.viteRsc.loadCss()}
        {flags.USE_LOCAL_FAVICON && <link rel="icon" href="/favicon.svg" type="image/svg+xml" />}
        {flags.USE_LOCAL_FAVICON && (
          <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" sizes="180x180" />
        )}
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content={themeColorOf(theme)} />
      </head>
      <body>
        <StoreProvider>{children}</StoreProvider>
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
