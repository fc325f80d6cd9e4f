import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { verifyPassword } from './password.ts';

/**
 * Site-builder logins from TOOLS_USERS (`name:scrypt$…`, comma-separated). Unset with the
 * embedded sample backend: one demo login demo/demo. Unset with a real backend: nobody.
 */
const DEMO_HASH =
  'scrypt$16384$8$1$ZGVtby1zYWx0LWZpeGVk$XhNcDkPWOI0fmT6ZuiIoOTZSKDdYeIJEFsOO4hvXgK0';

export function toolsUsers(): Map<string, string> {
  const env = getEnv();
  if (env.toolsUsers) {
    return new Map(
      env.toolsUsers.split(',').map((entry) => {
        const i = entry.indexOf(':');
        return [entry.slice(0, i), entry.slice(i + 1)] as const;
      }),
    );
  }
  return env.sampleBackend ? new Map([['demo', DEMO_HASH]]) : new Map();
}

/** Verifies a login. Unknown names cost the same scrypt work, so timing does not reveal them. */
export async function checkLogin(name: string, password: string): Promise<boolean> {
  const hash = toolsUsers().get(name);
  const ok = await verifyPassword(password, hash ?? DEMO_HASH);
  if (!hash) {
    log.info({ user: name.slice(0, 40) }, 'login for unknown user');
    return false;
  }
  return ok;
}
