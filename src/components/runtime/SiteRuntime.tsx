'use client';
import { useRouter } from 'waku/router/client';
import { BuildWatcher } from './BuildWatcher.tsx';
import { ChunkErrorGuard } from './ChunkErrorGuard.tsx';
import { ConsentSync } from './ConsentSync.tsx';
import { MonsidoLoader } from './MonsidoLoader.tsx';
import { NavigationEnhancer } from './NavigationEnhancer.tsx';
import { SiteSearchLoader, type SiteSearchConfig } from './SiteSearchLoader.tsx';

export type SiteRuntimeProps = {
  consentScriptUrl: string | null;
  culture: 'DA' | 'EN' | 'DE';
  monsido: { token: string | null; scriptUrl: string };
  search: SiteSearchConfig | null;
  build: { id: string; intervalMs: number };
};

/** Everything the public pages run in the browser, as small leaves under one client boundary. */
export function SiteRuntime({
  consentScriptUrl,
  culture,
  monsido,
  search,
  build,
}: SiteRuntimeProps) {
  const { path } = useRouter();
  return (
    <>
      <ConsentSync scriptUrl={consentScriptUrl} culture={culture} />
      <MonsidoLoader token={monsido.token} scriptUrl={monsido.scriptUrl} />
      {search && <SiteSearchLoader config={search} routeKey={path} />}
      <BuildWatcher buildId={build.id} intervalMs={build.intervalMs} />
      <ChunkErrorGuard />
      <NavigationEnhancer />
    </>
  );
}
