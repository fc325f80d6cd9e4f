import { catalog } from '#src/components/catalog.tsx';
import {
  CatalogOverview,
  examplesByAnchor,
  SingleExample,
} from '#src/tools/CatalogOverview/CatalogOverview.tsx';
import { parseCatalogQuery } from '#src/tools/CatalogOverview/catalog-query.ts';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { toolsContext } from '#src/server/auth/tools.ts';

const anchors = examplesByAnchor(catalog);

/**
 * Every component and block with its props and every named example, rendered live: in the theme
 * of `?theme=`, each example at the width of its `?bredde=`, or one example alone (`?vis=`, what
 * a width frame loads). Decision 020.
 */
export default async function ComponentsOverview({ query }: { query?: string }) {
  const parsed = parseCatalogQuery(new URLSearchParams(query ?? ''), (a) => anchors.has(a));
  if (parsed.single !== null) {
    return (
      <>
        {import.meta.viteRsc.loadCss()}
        <SingleExample entries={catalog} query={parsed} />
      </>
    );
  }
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__limbo/components-overview" user={toolsContext().user}>
        <CatalogOverview entries={catalog} query={parsed} />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
