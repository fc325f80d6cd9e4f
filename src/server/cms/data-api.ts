import { z } from 'zod';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { type Part } from './client.ts';
import { BackendError } from '../backend-error.ts';
import { loadAnswer } from './backend-cache.ts';
import { redirectOf, statusForFailure } from './page.ts';
import { isPersonalRequest } from '../request/personal.ts';
import { jsonResponse as json } from '../http/json-response.ts';

const querySchema = z.object({
  url: z
    .string()
    .startsWith('/', 'must be a path starting with /')
    .max(2048)
    .refine((v) => !v.startsWith('//'), 'must be a path on this site'),
  parts: z
    .string()
    .regex(
      /^(site|content|navigation)(,(site|content|navigation))*$/,
      'must be a comma list of site, content, navigation',
    )
    .optional(),
  cache: z.enum(['true', 'false']).optional(),
});

/**
 * `GET /api/data`: the page call's query contract, answered with the validated backend JSON.
 * Redirects come back normalised to `{ meta: { code, redirect } }`.
 */
export async function handleDataRequest(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const parsed = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    log.info({ problem: issue?.message, param: issue?.path[0] }, 'api/data: bad query');
    return json(
      { meta: { code: 400, error: `${String(issue?.path[0] ?? 'query')}: ${issue?.message}` } },
      400,
    );
  }
  const q = parsed.data;
  const path = q.url.endsWith('/') ? q.url : `${q.url}/`;
  const visitorQuery = new URLSearchParams(url.searchParams);
  try {
    const cookie = req.headers.get('cookie');
    // The page call's own names (appHost, url, parts, cache …) never come from the visitor's
    // query; client.ts drops them. The host is APP_HOST or the request's.
    const answer = await loadAnswer(
      {
        path,
        query: visitorQuery,
        parts: q.parts?.split(',') as Part[] | undefined,
        appHost: getEnv().appHost ?? url.hostname,
        cookie,
        // `cache=false` only for one person (a live tools session): never a way for anyone to
        // make the backend skip its caches.
        noCache: isPersonalRequest() && q.cache === 'false',
      },
      isPersonalRequest(),
    );
    const redirect = redirectOf(answer, new URLSearchParams());
    if (redirect) return json({ meta: { code: redirect.status, redirect: redirect.location } });
    // The validated parts that were asked for and usable; never the HTTP status it came with.
    const { meta, pageId, pageKey, siteId, siteKey, site, content, navigation } = answer;
    return json({
      meta,
      pageId,
      pageKey,
      siteId,
      siteKey,
      site: site ?? undefined,
      navigation,
      content: content ?? undefined,
    });
  } catch (err) {
    if (!(err instanceof BackendError)) throw err;
    const status = statusForFailure(err);
    return json({ meta: { code: status, error: err.message } }, status);
  }
}
