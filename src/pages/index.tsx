import { CmsPage } from '#src/components/CmsPage/CmsPage.tsx';
import { loadCurrentPage } from '#src/server/current-request.ts';

/** The front page is the catch-all page for `/`. */
export default async function FrontPage() {
  const { result, ...rest } = await loadCurrentPage();
  if (result.kind !== 'render') return null;
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <CmsPage result={result} {...rest} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
