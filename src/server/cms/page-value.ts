import type { Language } from '#src/shared/language.ts';
import type { PageRequest, PageResult } from './page-result.ts';
import { getRequestContext } from '../request-context.ts';
import { DEFAULT_LANGUAGE, documentLanguage, type DocumentLanguage } from '../request/language.ts';
import type { RequestModel } from '../request/request-model.ts';

/**
 * What the CMS page step (pipeline/cms-page.ts) made of a page request, once: the request
 * model, the page request it asked the backend with, the page it resolved to, and the language
 * the document is written in. The document (`_root.tsx`) and the catch-all page read this one
 * value (`currentPage`); nothing asks the backend or decides the language again.
 */
export type PageValue = {
  request: RequestModel;
  pageRequest: PageRequest;
  result: PageResult;
  language: DocumentLanguage;
};

declare module '../request-context.ts' {
  interface RequestContext {
    /** The page value, set once by the CMS page step on a request for a CMS page. */
    page?: PageValue;
  }
}

/** The page value of a resolved page request: its language as the document writes it. */
export function pageValueOf(
  request: RequestModel,
  pageRequest: PageRequest,
  result: PageResult,
): PageValue {
  const language =
    result.kind === 'render'
      ? documentLanguage(result.language, pageRequest.query, result.page?.head.lang)
      : documentLanguage(request.language, pageRequest.query);
  return { request, pageRequest, result, language };
}

/** The page value of the request being served. Only the CMS page step sets it. */
export function currentPage(): PageValue {
  const page = getRequestContext()?.page;
  if (!page) throw new Error('no page value: the CMS page step has not run for this request');
  return page;
}

/**
 * The language of the request being served: its page's once the CMS page step has resolved
 * it, else its address's (the request model's, request/language.ts). Every error page, the
 * pipeline's own included, is written in it.
 */
export function currentLanguage(): Language {
  const ctx = getRequestContext();
  return ctx?.page?.language.language ?? ctx?.request?.language ?? DEFAULT_LANGUAGE;
}
