import { unstable_getContext as getContext } from 'waku/server';
import { PageInspector } from '#src/tools/PageInspector/PageInspector.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { getRequestContext } from '#src/server/request-context.ts';
import { INSPECTOR_REVALIDATE_PATH } from '#src/server/revalidate/api.ts';
import { inspectPage } from '#src/server/revalidate/inspect.ts';
import { toolsContext } from '#src/server/auth/tools.ts';
import { answerFindingsOf } from '#src/server/content-check/preview-check.ts';

/** The page inspector: what the backend sent for a page, its warnings and its cache state. */
export default async function PageInspectorPage() {
  const ctx = toolsContext();
  const req = getContext().req;
  const url = new URL(req.url);
  const query = getRequestContext()?.request?.query ?? url.searchParams;
  const input = query.get('url');
  const inspection = await inspectPage(input, url.hostname);
  const count = query.get('revalidated');
  const revalidated = count !== null && /^\d{1,6}$/.test(count) ? Number(count) : null;
  const findings =
    inspection.state === 'inspected' && inspection.answer
      ? answerFindingsOf(inspection.answer, inspection.path)
      : null;
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__limbo/page-inspector" user={ctx.user}>
        <PageInspector
          inspection={inspection}
          input={(input ?? '').slice(0, 200)}
          revalidated={revalidated}
          action={INSPECTOR_REVALIDATE_PATH}
          findings={findings}
        />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
