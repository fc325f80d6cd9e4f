import { catalog } from '#src/components/catalog.tsx';
import { BlockShowcase } from '#src/tools/BlockShowcase/BlockShowcase.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';

/** Open demo: every content block, as a site builder would place it on a page. */
export default async function MuniTest() {
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__demo/muni-test" user={null}>
        <BlockShowcase entries={catalog} />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
