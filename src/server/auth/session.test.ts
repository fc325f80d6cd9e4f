import { sealData } from 'iron-session';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { hashPassword } from '#src/server/auth/password.ts';
import {
  newSession,
  readSession,
  sealSession,
  SESSION_COOKIE,
  SESSION_MAX_AGE_S,
} from '#src/server/auth/session.ts';
import { setToolsStoreForTests } from '#src/server/auth/store.ts';
import { hour, PASSWORD, sealFor, setToolsUsers } from './users.test-kit.ts';

// Each test starts with an empty in-memory store (made again from the environment).
afterEach(() => setToolsStoreForTests(undefined));

describe('session cookie', () => {
  it('is valid under 720 hours and not from 720 hours on', async () => {
    await setToolsUsers();
    const now = Date.now();
    const at = (hours: number) => sealSession(newSession('anna', now - hours * hour));
    expect(await readSession(`${SESSION_COOKIE}=${await at(719)}`, now)).toMatchObject({
      user: { name: 'anna' },
    });
    expect(await readSession(`${SESSION_COOKIE}=${await at(721)}`, now)).toBeNull();
    expect(await readSession(`${SESSION_COOKIE}=${await at(720)}`, now)).toBeNull();
  });

  it('rejects forged, tampered and foreign-key cookies', async () => {
    await setToolsUsers();
    const good = await sealFor('anna');
    expect(await readSession(`${SESSION_COOKIE}=forged`)).toBeNull();
    expect(await readSession(`${SESSION_COOKIE}=${good.slice(0, -4)}AAAA`)).toBeNull();
    const foreign = await sealFor('anna', 0, 'y'.repeat(40));
    expect(await readSession(`${SESSION_COOKIE}=${foreign}`)).toBeNull();
    const wrongShape = await sealSession({ ...newSession('anna'), user: { name: '' } });
    expect(await readSession(`${SESSION_COOKIE}=${wrongShape}`)).toBeNull();
  });

  it('refuses a cookie sealed before session ids (no id)', async () => {
    await setToolsUsers();
    const withoutId = await sealData(
      { user: { name: 'anna' }, authenticatedAt: Date.now() },
      { password: PASSWORD, ttl: SESSION_MAX_AGE_S },
    );
    expect(await readSession(`${SESSION_COOKIE}=${withoutId}`)).toBeNull();
    expect(await readSession(`${SESSION_COOKIE}=${await sealFor('anna')}`)).not.toBeNull();
  });

  it('refuses a cookie whose user is no longer in TOOLS_USERS', async () => {
    await setToolsUsers();
    const cookie = `${SESSION_COOKIE}=${await sealFor('anna')}`;
    expect(await readSession(cookie)).toMatchObject({ user: { name: 'anna' } });
    setEnvForTests(
      parseEnv({
        CMS_API_URL: 'http://cms.test',
        SESSION_PASSWORD: PASSWORD,
        TOOLS_USERS: `bo:${await hashPassword('andet')}`,
      }),
    );
    expect(await readSession(cookie)).toBeNull();
  });
});
