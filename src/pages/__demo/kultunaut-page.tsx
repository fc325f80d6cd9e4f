import {
  EventDetail,
  KultunautNotFound,
} from '#src/demo/kultunaut/KultunautDetail/KultunautDetail.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { getEvent, kultunautQuery } from '#src/demo/kultunaut/kultunaut.ts';
import { toolsContext } from '#src/server/auth/tools.ts';

const LIST = '/__demo/kultunaut-list/';

/** Demo: one event (`?id=`; the soonest without one). */
export default async function KultunautPage({ query }: { query?: string }) {
  const { id } = kultunautQuery(query);
  const event = getEvent(id);
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__demo/kultunaut-page" user={toolsContext().user}>
        {event ? (
          <EventDetail event={event} listHref={LIST} />
        ) : (
          <KultunautNotFound
            what="et arrangement"
            id={id ?? ''}
            listHref={LIST}
            listLabel="Se alle arrangementer"
          />
        )}
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
