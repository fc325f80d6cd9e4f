import { getEnv } from '../env.ts';

/**
 * Whether nginx is in front and refreshes its copies after a publish (NGINX_PURGE_URL is set):
 * then its refresh renders the published pages (purge.ts) and its `X-Limbo-Publish` header means
 * something (refresh-gate.ts); without it, that header is anyone's and this process renders the
 * published pages itself (refresh-named.ts).
 */
export const refreshedByNginx = (): boolean => getEnv().nginxPurgeUrl !== undefined;
