import { EventBlock } from '#src/demo/kultunaut/EventBlock/EventBlock.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { listEvents } from '#src/demo/kultunaut/kultunaut.ts';
import { toolsContext } from '#src/server/auth/tools.ts';

/** Demo: the event list as a full-width content block. */
export default async function KultunautBlockWide() {
  const { items } = listEvents({ page: 1 });
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__demo/kultunaut-block-wide" user={toolsContext().user}>
        <p>Arrangementslisten som blok i fuld bredde, som den vises nederst på en indholdsside.</p>
        <EventBlock
          title="Det sker i kommunen"
          events={items.slice(0, 6)}
          moreHref="/__demo/kultunaut-list/"
        />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
