import type { MiddlewareHandler } from 'hono';
import { buildFiles } from './build-files.ts';
import { classifyStep } from './classify-step.ts';
import { cmsPage } from './cms-page.ts';
import { contentSecurity } from './content-security.ts';
import { discoveryFiles } from './discovery-files.ts';
import { feeds } from './feeds.ts';
import { health } from './health.ts';
import { httpCaching } from './http-caching.ts';
import { methods } from './methods.ts';
import { renderInputs } from './render-inputs.ts';
import { metricsEndpoint } from './metrics-endpoint.ts';
import { fullPageCache } from './page-cache-step.ts';
import { requestContext } from './request-context-step.ts';
import { securityHeaders } from './security-headers.ts';
import { toolsAccess } from './tools-access.ts';
import { unservedFiles } from './unserved-files.ts';

/** What the server entry brings that only Waku has: its request context and its renderer. */
export type WakuParts = {
  /** The build's files (production only). */
  staticFiles: MiddlewareHandler | null;
  /** Waku's request context (`contextMiddleware`). */
  wakuContext: MiddlewareHandler;
  /** Waku renders (`rscMiddleware`). */
  wakuRender: MiddlewareHandler;
};

/**
 * The request pipeline, read top to bottom (decision 013): the one list the server entry runs
 * and the step-order test checks. Step 4 classifies the request once and keeps the one request
 * model (request-model.ts); every later step reads it.
 */
export function pipelineSteps({ staticFiles, wakuContext, wakuRender }: WakuParts) {
  const steps: [name: string, step: MiddlewareHandler | null][] = [
    ['1. request id, client address, access log, request metrics', requestContext],
    ['2. security headers on every response (on the way out)', securityHeaders],
    ['3. ETag, 304, gzip/brotli (on the way out)', httpCaching],
    [
      '4. classify once: the request model; refused (400), /umbraco/*, canonical URL (301)',
      classifyStep,
    ],
    ['5. /healthz, /readyz', health],
    ['6. /metrics behind its token', metricsEndpoint],
    ['7. methods and bodies by kind: 404/405/411/413 before any read', methods],
    ['8. anonymous CMS pages from the full-page cache', fullPageCache],
    ['9. new-build detection files', buildFiles],
    ["10. sitemap, robots.txt, security.txt, manifest for the visitor's host", discoveryFiles],
    ['11. files of the build', staticFiles],
    ['12. RSS feeds of list pages (<list page>/feed.xml)', feeds],
    ['13. any other file, internal or unknown app path is a plain 404', unservedFiles],
    [
      "14. what reaches the render: the site's own headers and cookies; Waku's request context",
      renderInputs(wakuContext),
    ],
    ["15. the app's own routes: flags, the /__limbo guard, no-store", toolsAccess],
    ['16. the CMS page, resolved once: redirect, status, headers', cmsPage],
    ['17. the CSP of a rendered document: its inline scripts’ hashes', contentSecurity],
    ['18. Waku renders', wakuRender],
  ];
  return steps.flatMap(([name, step]) => (step ? [{ name, step }] : []));
}
