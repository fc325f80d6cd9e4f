import { unstable_getContext as getContext } from 'waku/server';
import { ContentCheckView } from '#src/tools/ContentCheckView/ContentCheckView.tsx';
import { ToolsLayout } from '#src/tools/ToolsLayout/ToolsLayout.tsx';
import { getRequestContext } from '#src/server/request-context.ts';
import { toolsContext } from '#src/server/auth/tools.ts';
import { editUrlOf } from '#src/server/content-check/run.ts';
import { CONTENT_CHECK_START_PATH } from '#src/server/content-check/tool-api.ts';
import { contentCheckState } from '#src/server/content-check/tool-run.ts';

/** The content check: start a run, see its progress and the last report (decision 044). */
export default async function ContentCheckPage() {
  const ctx = toolsContext();
  const query = getRequestContext()?.request?.query ?? new URL(getContext().req.url).searchParams;
  const given = query.get('run');
  const state = await contentCheckState();
  // Edit links from configuration now, never from what the report file says.
  const last = state.last && {
    ...state.last,
    pages: state.last.pages.map((p) => ({ ...p, editUrl: p.id ? editUrlOf(p.id) : null })),
  };
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ToolsLayout route="/__limbo/content-check" user={ctx.user}>
        <ContentCheckView
          state={{ ...state, last }}
          run={given === 'started' || given === 'busy' ? given : null}
          action={CONTENT_CHECK_START_PATH}
        />
      </ToolsLayout>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
