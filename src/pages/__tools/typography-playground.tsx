import { IconDefaults, IconGallery } from '#src/tools/IconGallery/IconGallery.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { TypeScale } from '#src/tools/TypeScale/TypeScale.tsx';
import { toolsContext } from '#src/server/auth/tools.ts';

/** The type scale at its real sizes, the icon defaults and every icon. */
export default async function TypographyPlayground() {
  const ctx = toolsContext();
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__tools/typography-playground" user={ctx.user}>
        <section aria-labelledby="typeskala">
          <h2 id="typeskala">Typeskala</h2>
          <TypeScale />
        </section>
        <section aria-labelledby="ikoner">
          <h2 id="ikoner">Ikoner</h2>
          <IconDefaults config={ctx.config} />
          <IconGallery />
        </section>
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
