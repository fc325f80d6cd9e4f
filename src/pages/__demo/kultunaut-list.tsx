import { EventFilters } from '#src/components/tools/EventFilters/EventFilters.tsx';
import { EventList } from '#src/components/tools/EventList/EventList.tsx';
import { Pagination, rangeText } from '#src/components/tools/Pagination/Pagination.tsx';
import { ToolsLayout } from '#src/components/tools/ToolsLayout/ToolsLayout.tsx';
import {
  eventAreas,
  eventGenres,
  kultunautQuery,
  listEvents,
  PAGE_SIZE,
} from '#src/server/kultunaut.ts';
import { toolsContext } from '#src/server/tools/tools.ts';

/** Demo: the event list, 12 per page, filtered by genre and area. */
export default async function KultunautList({ query }: { query?: string }) {
  const q = kultunautQuery(query);
  const list = listEvents(q);
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout title="Kultunaut: arrangementer" user={toolsContext().user}>
        <p>Koncerter, teater, foredrag og aktiviteter for hele familien i kommunen.</p>
        <EventFilters genres={eventGenres} areas={eventAreas} genre={q.genre} area={q.area} />
        <p>Viser {rangeText(list, PAGE_SIZE)} arrangementer.</p>
        <EventList events={list.items} />
        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          params={{ genre: q.genre, area: q.area }}
          label="Sider med arrangementer"
        />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
