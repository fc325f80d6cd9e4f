import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { hashPassword } from '#src/server/auth/password.ts';
import { newSession, sealSession } from '#src/server/auth/session.ts';

// What the tools' session and login tests share. Imported by tests only.

export const PASSWORD = 'x'.repeat(40);
export const hour = 3_600_000;

/** The environment with one tools user, anna (password "hemmelig"), and `extra`. */
export async function setToolsUsers(extra: Record<string, string> = {}) {
  setEnvForTests(
    parseEnv({
      CMS_API_URL: 'http://cms.test',
      SESSION_PASSWORD: PASSWORD,
      TOOLS_USERS: `anna:${await hashPassword('hemmelig')}`,
      ...extra,
    }),
  );
}

/** A sealed session for `name`, authenticated `hoursAgo`. */
export const sealFor = (name: string, hoursAgo = 0, password?: string) =>
  sealSession(newSession(name, Date.now() - hoursAgo * hour), password);
