import { FellowshipList } from '#src/components/tools/EventList/EventList.tsx';
import { Pagination, rangeText } from '#src/components/tools/Pagination/Pagination.tsx';
import { ToolsLayout } from '#src/components/tools/ToolsLayout/ToolsLayout.tsx';
import { kultunautQuery, listFellowships, PAGE_SIZE } from '#src/server/kultunaut.ts';
import { toolsContext } from '#src/server/tools/tools.ts';

/** Demo: the associations, 12 per page. */
export default async function KultunautFellowshipList({ query }: { query?: string }) {
  const list = listFellowships({ page: kultunautQuery(query).page });
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout title="Kultunaut: foreninger" user={toolsContext().user}>
        <p>Kor, idrætsforeninger, spejdere og andre foreninger, du kan blive en del af.</p>
        <p>Viser {rangeText(list, PAGE_SIZE)} foreninger.</p>
        <FellowshipList fellowships={list.items} />
        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          params={{}}
          label="Sider med foreninger"
        />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
