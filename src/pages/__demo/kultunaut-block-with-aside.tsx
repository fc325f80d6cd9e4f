import { EventBlock, EventTipBox } from '#src/demo/kultunaut/EventBlock/EventBlock.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { listEvents } from '#src/demo/kultunaut/kultunaut.ts';
import { toolsContext } from '#src/server/auth/tools.ts';

/** Demo: the event list as a block next to a side column. */
export default async function KultunautBlockWithAside() {
  const { items } = listEvents({ page: 1 });
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__demo/kultunaut-block-with-aside" user={toolsContext().user}>
        <p>
          Arrangementslisten som blok med en sidekolonne, hvor borgerne kan tippe om arrangementer.
        </p>
        <EventBlock
          title="Det sker i kommunen"
          events={items.slice(0, 4)}
          moreHref="/__demo/kultunaut-list/"
          aside={
            <EventTipBox
              email="kultur@example-kommune.dk"
              fellowshipsHref="/__demo/kultunaut-fellowship-list/"
            />
          }
        />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
