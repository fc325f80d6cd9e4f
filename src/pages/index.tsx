import { CmsPage } from '#src/components/CmsPage/CmsPage.tsx';
import { loadCurrentPage } from '#src/server/current-request.ts';

/** The front page is the catch-all page for `/`. */
export default async function FrontPage() {
  const { result, canonicalUrl, backHref } = await loadCurrentPage();
  if (result.kind !== 'render') return null;
  return <CmsPage result={result} canonicalUrl={canonicalUrl} backHref={backHref} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
