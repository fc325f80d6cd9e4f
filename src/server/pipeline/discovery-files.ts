import type { MiddlewareHandler } from 'hono';
import { discoveryResponse } from '../discovery/files.ts';
import { requestModel } from '../request/request-model.ts';

/**
 * Discovery files for the visitor's host (decision 016): `/sitemap.xml`, `/robots.txt`,
 * `/.well-known/security.txt` (and `/security.txt`, redirected there) and
 * `/manifest.webmanifest`. Files take GET and HEAD only (step 7 answers others with 405).
 */
export const discoveryFiles: MiddlewareHandler = async (c, next) => {
  const { kind, isRsc, normalPath } = requestModel();
  if (kind !== 'file' || isRsc) return next();
  const res = await discoveryResponse(normalPath, c.req.raw);
  if (!res) return next();
  c.res = res;
};
