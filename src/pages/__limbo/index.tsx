import { ToolDirectory } from '#src/tools/ToolDirectory/ToolDirectory.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { aliasRoutes, toolRoutes } from '#src/server/auth/tool-routes.ts';
import { toolsContext } from '#src/server/auth/tools.ts';

/** The tools home: links to every tool the current configuration shows. */
export default async function LimboHome() {
  const ctx = toolsContext();
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__limbo" user={ctx.user}>
        <ToolDirectory
          routes={ctx.routes}
          hiddenRoutes={toolRoutes.filter((route) => !ctx.routes.includes(route))}
          aliases={aliasRoutes}
        />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
