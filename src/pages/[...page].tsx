import { CmsPage } from '#src/components/CmsPage/CmsPage.tsx';
import { ClientRedirect } from '#src/components/runtime/ClientRedirect.tsx';
import { loadCurrentPage } from '#src/server/pipeline/current-request.ts';

/** Catch-all CMS page (`/:page(.*)*`). The pipeline already resolved it; this only renders. */
export default function CatchAllPage() {
  const { result, ...rest } = loadCurrentPage();
  // Documents get an HTTP redirect from the pipeline; RSC payloads (client navigation) this.
  if (result.kind === 'redirect') return <ClientRedirect to={result.location} />;
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <CmsPage result={result} {...rest} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
