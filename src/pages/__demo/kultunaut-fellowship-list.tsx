import { Pagination, rangeText } from '#src/components/Pagination/Pagination.tsx';
import { FellowshipList } from '#src/demo/kultunaut/EventList/EventList.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { kultunautQuery, listFellowships, PAGE_SIZE } from '#src/demo/kultunaut/kultunaut.ts';
import { toolsContext } from '#src/server/auth/tools.ts';
import { translator } from '#src/shared/dictionary/index.ts';

/** Demo: the associations, 12 per page. */
export default async function KultunautFellowshipList({ query }: { query?: string }) {
  const list = listFellowships({ page: kultunautQuery(query).page });
  const t = translator('da'); // The demo is in Danish, like the tools around it.
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__demo/kultunaut-fellowship-list" user={toolsContext().user}>
        <p>Kor, idrætsforeninger, spejdere og andre foreninger, du kan blive en del af.</p>
        <p>Viser {rangeText(t, list, PAGE_SIZE)} foreninger.</p>
        <FellowshipList fellowships={list.items} />
        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          path="./"
          t={t}
          label="Sider med foreninger"
        />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
