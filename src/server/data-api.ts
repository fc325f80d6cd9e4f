import { z } from 'zod';
import { getEnv } from './env.ts';
import { log } from './log.ts';
import { BackendError, callPage, type Part } from './cms/client.ts';
import { redirectTarget, statusForFailure } from './page.ts';

const querySchema = z.object({
  url: z
    .string()
    .startsWith('/', 'must be a path starting with /')
    .max(2048)
    .refine((v) => !v.startsWith('//'), 'must be a path on this site'),
  appHost: z
    .string()
    .regex(/^[a-z0-9.-]+$/i)
    .max(253)
    .optional(),
  parts: z
    .string()
    .regex(
      /^(site|content|navigation)(,(site|content|navigation))*$/,
      'must be a comma list of site, content, navigation',
    )
    .optional(),
  cache: z.enum(['true', 'false']).optional(),
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
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
    const answer = await callPage({
      path,
      query: visitorQuery,
      parts: q.parts?.split(',') as Part[] | undefined,
      appHost: getEnv().appHost ?? q.appHost ?? url.hostname,
      cookie: req.headers.get('cookie'),
      noCache: q.cache === 'false',
    });
    const target = answer.meta.redirect ?? answer.data?.url;
    if ([301, 302, 307, 308].includes(answer.meta.code) && target) {
      const permanent = answer.meta.redirect
        ? answer.meta.code === 301 || answer.meta.code === 308
        : answer.data?.permanent !== false;
      return json({
        meta: {
          code: permanent ? 301 : 307,
          redirect: redirectTarget(target, new URLSearchParams()),
        },
      });
    }
    return json(answer);
  } catch (err) {
    if (!(err instanceof BackendError)) throw err;
    const status = statusForFailure(err);
    return json({ meta: { code: status, error: err.message } }, status);
  }
}
