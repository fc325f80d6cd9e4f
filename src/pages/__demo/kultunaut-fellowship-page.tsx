import {
  FellowshipDetail,
  KultunautNotFound,
} from '#src/demo/kultunaut/KultunautDetail/KultunautDetail.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { getFellowship, kultunautQuery } from '#src/demo/kultunaut/kultunaut.ts';
import { toolsContext } from '#src/server/auth/tools.ts';

const LIST = '/__demo/kultunaut-fellowship-list/';

/** Demo: one association (`?id=`; the first without one). */
export default async function KultunautFellowshipPage({ query }: { query?: string }) {
  const { id } = kultunautQuery(query);
  const fellowship = getFellowship(id);
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__demo/kultunaut-fellowship-page" user={toolsContext().user}>
        {fellowship ? (
          <FellowshipDetail fellowship={fellowship} listHref={LIST} />
        ) : (
          <KultunautNotFound
            what="en forening"
            id={id ?? ''}
            listHref={LIST}
            listLabel="Se alle foreninger"
          />
        )}
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
