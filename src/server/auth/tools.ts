import { getBuildInfo } from '../build-info.ts';
import { getEnv } from '../env.ts';
import { getRequestContext } from '../request-context.ts';
import { toolRoutes } from './tool-routes.ts';

/** What the tools pages need from the server, in one place. */
export function toolsContext() {
  const env = getEnv();
  return {
    user: getRequestContext()?.toolsUser ?? null,
    config: env.publicConfig,
    routes: toolRoutes.filter((r) => !r.flag || env.publicConfig[r.flag]),
    build: getBuildInfo(),
    backend: {
      url: env.cmsApiUrl,
      sample: env.sampleBackend,
      apiKeySet: !!env.cmsApiKey,
      timeoutMs: env.cmsTimeoutMs,
    },
  };
}
