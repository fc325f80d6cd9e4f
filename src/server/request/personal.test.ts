import { describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { hasBackOfficeLogin, personalOf } from '#src/server/request/personal.ts';
import { classify } from '#src/server/request/classify.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import {
  newSession,
  revokeSession,
  sealSession,
  SESSION_COOKIE,
} from '#src/server/auth/session.ts';

const of = (target: string, cookie: string | null = null) =>
  personalOf(cookie, classify(new URL(`http://site.test${target}`)));

describe('the one rule for personal answers', () => {
  it('is personal for a live session and a preview by the package rule', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: 'http://cms.test', SAMPLE_BACKEND: '1' }));
    const sealed = await sealSession(newSession('demo'));
    expect(await of('/borger/', `${SESSION_COOKIE}=${sealed}`)).toMatchObject({
      personal: true,
      session: { user: { name: 'demo' } },
    });
    expect(await of('/x/umbraco/preview/=5210=/')).toMatchObject({ personal: true });
    expect(await of('/umbraco/preview/?id=12')).toMatchObject({ personal: true });
  });

  it('knows the back-office login by its configured name and a value (decision 033)', async () => {
    setEnvForTests(parseEnv({ CMS_API_URL: 'http://cms.test' }));
    expect(hasBackOfficeLogin('a=1; UMB_UCONTEXT=ticket')).toBe(true);
    expect(hasBackOfficeLogin(' UMB_UCONTEXT = ticket ')).toBe(true);
    expect(hasBackOfficeLogin('UMB_UCONTEXT=a=b%ZZ')).toBe(true);
    expect(hasBackOfficeLogin(`${'x=y; '.repeat(50_000)}UMB_UCONTEXT=t`)).toBe(true);
    for (const cookie of [
      null,
      '',
      'UMB_UCONTEXT=',
      'UMB_UCONTEXT= ;',
      'umb_ucontext=x',
      'UMB_PREVIEW=1',
      'XUMB_UCONTEXT=1',
      // The first of a repeated name is the one the backend is sent (cms/client.ts).
      'UMB_UCONTEXT=; UMB_UCONTEXT=ticket',
      '\xa0UMB_UCONTEXT=ticket',
    ]) {
      expect(hasBackOfficeLogin(cookie), String(cookie)).toBe(false);
    }
    setEnvForTests(
      parseEnv({ CMS_API_URL: 'http://cms.test', UMBRACO_AUTH_COOKIE_NAME: 'KOMMUNE_BO' }),
    );
    expect(hasBackOfficeLogin('KOMMUNE_BO=ticket')).toBe(true);
    expect(hasBackOfficeLogin('UMB_UCONTEXT=ticket')).toBe(false);
  });

  it('is not personal for what anyone can send (regression: each bypassed every cache)', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    setEnvForTests(parseEnv({ CMS_API_URL: 'http://cms.test', SAMPLE_BACKEND: '1' }));
    expect(await of('/borger/?cache=false')).toEqual({ personal: false, session: null });
    expect(await of('/borger/', 'UMB_PREVIEW=1')).toEqual({ personal: false, session: null });
    const session = newSession('demo');
    const sealed = await sealSession(session);
    await revokeSession(session);
    expect(await of('/borger/', `${SESSION_COOKIE}=${sealed}`)).toEqual({
      personal: false,
      session: null,
    });
  });

  it('is not personal for garbage in the session cookie (regression: it bypassed every cache)', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    expect(await of('/borger/', `${SESSION_COOKIE}=garbage`)).toEqual({
      personal: false,
      session: null,
    });
    expect(await of('/borger/')).toEqual({ personal: false, session: null });
  });
});
