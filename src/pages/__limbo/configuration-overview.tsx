import { ConfigurationOverview } from '#src/tools/ConfigurationOverview/ConfigurationOverview.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { currentHost, loadSiteData } from '#src/server/cms/site-data.ts';
import { toolsContext } from '#src/server/auth/tools.ts';

/** Flags, public configuration, site data, theme, build and backend of the running server. */
export default async function ConfigurationOverviewPage() {
  const ctx = toolsContext();
  const site = await loadSiteData(currentHost());
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__limbo/configuration-overview" user={ctx.user}>
        <ConfigurationOverview
          config={ctx.config}
          site={site}
          build={ctx.build}
          backend={ctx.backend}
        />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
