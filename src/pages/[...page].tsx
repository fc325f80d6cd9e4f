import { CmsPage } from '#src/components/CmsPage/CmsPage.tsx';
import { loadCurrentPage } from '#src/server/current-request.ts';

/** Catch-all CMS page (`/:page(.*)*`). The pipeline already resolved it; this only renders. */
export default async function CatchAllPage() {
  const { result, ...rest } = await loadCurrentPage();
  if (result.kind !== 'render') return null; // redirects are answered by the pipeline
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <CmsPage result={result} {...rest} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
