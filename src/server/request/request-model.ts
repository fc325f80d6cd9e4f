import { getRequestContext } from '../request-context.ts';
import type { FormState } from '../forms/form-state.ts';
import type { ToolsSession } from '../auth/session.ts';
import type { Classified } from './classify.ts';

/**
 * The one request model (decision 013): what the URL says (classify.ts), decided once by the
 * classify step, plus what the cookies say. Every later step, cache key, guard and backend call
 * reads this value; nothing parses the URL or the cookies for these questions again. It lives
 * in the request context, which the pages (rendered by Waku, outside Hono) read too. Its
 * `preview`, `backendUrl` and `kind` hold the cookies' answer too: an all-number path is a
 * preview (`/N.aspx`, a page) only with Umbraco's back-office login (classify-step.ts).
 */
export type RequestModel = Classified & {
  /**
   * For one person, kept by no cache: a live tools session (checked against the revocation
   * list) or a preview (personal.ts). `cache=false` counts only then.
   */
  personal: boolean;
  /** The live tools session, or null (the tools guard reads it; never looked up twice). */
  session: ToolsSession | null;
  /**
   * The page-cache variant of this request (consent categories, climate theme), or null when
   * the cookies are ambiguous (such a request is rendered but never stored or served from a
   * cache) or it is no CMS page (the page cache never keeps one).
   */
  cacheVariant: string | null;
  /**
   * What the visitor typed into a module form on this page, sent back after a plain post
   * (forms/form-state.ts): the page then shows it to this visitor alone, past every cache.
   */
  formState: FormState | null;
  /**
   * The site's own cookies in one spelling (pipeline/render-inputs.ts `siteCookies`): what the
   * answers above were read from, and the only Cookie header a render is handed.
   */
  siteCookie: string | null;
};

declare module '../request-context.ts' {
  interface RequestContext {
    /** The one request model, set once by the classify step. */
    request?: RequestModel;
  }
}

/** The model of the request being served. Only the classify step sets it. */
export function requestModel(): RequestModel {
  const model = getRequestContext()?.request;
  if (!model) throw new Error('no request model: the classify step has not run for this request');
  return model;
}
