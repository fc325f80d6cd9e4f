import { type MiddlewareHandler } from 'hono';
import { errorHtml } from '../http/error-html.ts';
import { classified } from './classify-step.ts';

/** 11. A file the build does not have is a plain 404, never a CMS page. */
export const unservedFiles: MiddlewareHandler = async (c, next) => {
  const { kind } = classified(c);
  if (kind === 'file' || kind === 'asset') {
    c.res = c.html(errorHtml(404, 'da', '/'), 404);
    return;
  }
  await next();
};
