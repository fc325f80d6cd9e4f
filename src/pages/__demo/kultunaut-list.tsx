import { Pagination, rangeText } from '#src/components/Pagination/Pagination.tsx';
import { EventFilters } from '#src/demo/kultunaut/EventFilters/EventFilters.tsx';
import { EventList } from '#src/demo/kultunaut/EventList/EventList.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import {
  eventAreas,
  eventGenres,
  kultunautQuery,
  listEvents,
  PAGE_SIZE,
} from '#src/demo/kultunaut/kultunaut.ts';
import { toolsContext } from '#src/server/auth/tools.ts';
import { translator } from '#src/shared/dictionary/index.ts';

/** Demo: the event list, 12 per page, filtered by genre and area. */
export default async function KultunautList({ query }: { query?: string }) {
  const q = kultunautQuery(query);
  const list = listEvents(q);
  const t = translator('da'); // The demo is in Danish, like the tools around it.
  // The page links keep the filters; relative, so they work at the alias path too.
  const keep = new URLSearchParams();
  if (q.genre) keep.set('genre', q.genre);
  if (q.area) keep.set('area', q.area);
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__demo/kultunaut-list" user={toolsContext().user}>
        <p>Koncerter, teater, foredrag og aktiviteter for hele familien i kommunen.</p>
        <EventFilters genres={eventGenres} areas={eventAreas} genre={q.genre} area={q.area} />
        <p>Viser {rangeText(t, list, PAGE_SIZE)} arrangementer.</p>
        <EventList events={list.items} />
        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          path="./"
          keep={keep}
          t={t}
          label="Sider med arrangementer"
        />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
