import { catalog } from '#src/components/catalog.tsx';
import { CatalogOverview } from '#src/components/tools/CatalogOverview/CatalogOverview.tsx';
import { ToolsLayout } from '#src/components/tools/ToolsLayout/ToolsLayout.tsx';
import { toolsContext } from '#src/server/tools/tools.ts';

/** Every component and block with its props and every named example, rendered live. */
export default async function ComponentsOverview({ query }: { query?: string }) {
  const expandAll = new URLSearchParams(query ?? '').get('udfoldet') === '1';
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout title="Komponentoversigt" user={toolsContext().user}>
        <CatalogOverview entries={catalog} expandAll={expandAll} />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
