import type { MiddlewareHandler } from 'hono';
import { discoveryResponse } from '../discovery/files.ts';
import { classified } from './classify-step.ts';

/**
 * Discovery files for the visitor's host (decision 016): `/sitemap.xml`, `/robots.txt`,
 * `/.well-known/security.txt` (and `/security.txt`, redirected there) and
 * `/manifest.webmanifest`. Files take GET and HEAD only (step 7 answers others with 405).
 */
export const discoveryFiles: MiddlewareHandler = async (c, next) => {
  const { kind, isRsc, normalPath } = classified(c);
  if (kind !== 'file' || isRsc) return next();
  const res = await discoveryResponse(normalPath, c.req.raw);
  if (!res) return next();
  c.res = res;
};
