import { getRequestContext } from '../request-context.ts';
import { openSession, SESSION_COOKIE } from '../tools/session.ts';

// The one rule for "personal" (decision 013): an answer is for one person, and no cache keeps
// it, when the request carries a VALID tools session, is an Umbraco preview, or asks
// `cache=false` (or carries Umbraco's preview cookie). The micro-cache, the full-page cache and
// Cache-Control all follow this rule. Garbage in the session cookie is not a session: it cannot
// be used to make every page bypass the caches.

export type Personal = { personal: boolean; session: Awaited<ReturnType<typeof openSession>> };

export async function personalOf(
  cookie: string | null | undefined,
  request: { preview: string | null; query: URLSearchParams },
): Promise<Personal> {
  // A real sealed session (never the store: public pages do not touch Redis). Whether it was
  // logged out is the tools guard's question (readSession); here it only keeps caches away.
  const session = cookie?.includes(`${SESSION_COOKIE}=`) ? await openSession(cookie) : null;
  const personal =
    session !== null ||
    request.preview !== null ||
    request.query.get('cache') === 'false' ||
    /(?:^|;\s*)UMB_PREVIEW=/.test(cookie ?? '');
  return { personal, session };
}

/** Whether the request being served is personal (decided once, by the classify step). */
export const isPersonalRequest = () => getRequestContext()?.personal ?? false;
