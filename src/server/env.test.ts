import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '#src/server/env.ts';

const base = { CMS_API_URL: 'https://api.example-kommune.dk/' };

function errorOf(env: Record<string, string>) {
  try {
    parseEnv(env);
  } catch (err) {
    return err as EnvError;
  }
  throw new Error('expected parseEnv to throw');
}

describe('parseEnv', () => {
  it('applies the defaults', () => {
    const env = parseEnv(base);
    expect(env.cmsApiUrl).toBe('https://api.example-kommune.dk');
    expect(env.port).toBe(3000);
    // The visitor's budget for the backend (decision 033), not the 8 s of before.
    expect(env.cmsTimeoutMs).toBe(2500);
    expect(env.municipality).toEqual({ name: null, phone: null });
    expect(env.umbracoAuthCookieName).toBe('UMB_UCONTEXT');
    expect(env.sessionPasswordIsRandom).toBe(true);
    expect(env.sessionPassword.length).toBeGreaterThanOrEqual(32);
    expect(env.publicConfig.flags.FEEDBACK_MODULE).toBe(true);
    expect(env.publicConfig.flags.HEARING_SHOW_FORM_NUMBER).toBe(false);
    expect(env.publicConfig.showStageDemo).toBe(false);
    expect(env.publicConfig.baseImageQuality).toBe(80);
  });

  it.each([
    [{ ...base, CMS_API_URL: 'not a url' }, 'CMS_API_URL'],
    [{ ...base, CMS_API_URL: 'ftp://x.dk' }, 'CMS_API_URL'],
    [{ ...base, MEDIA_BASE_URL: 'ftp://media.x.dk' }, 'MEDIA_BASE_URL'],
    [{ ...base, MEDIA_BASE_URL: '/media' }, 'MEDIA_BASE_URL'],
    [{ ...base, SESSION_PASSWORD: 'short' }, 'SESSION_PASSWORD'],
    [{ ...base, PORT: 'eighty' }, 'PORT'],
    [{ ...base, PUBLIC_CONFIG: '{"showStageDemo":' }, 'PUBLIC_CONFIG'],
    [{ ...base, PUBLIC_CONFIG: '{"showStageDemo":"yes"}' }, 'PUBLIC_CONFIG'],
    [{ ...base, PUBLIC_CONFIG: '{"unknownFlag":true}' }, 'PUBLIC_CONFIG'],
    [{ ...base, TOOLS_USERS: 'demo' }, 'TOOLS_USERS'],
    [{ ...base, APP_HOST: 'https://www.x.dk/' }, 'APP_HOST'],
    [{ ...base, UMBRACO_AUTH_COOKIE_NAME: 'UMB UCONTEXT' }, 'UMBRACO_AUTH_COOKIE_NAME'],
    [{ ...base, UMBRACO_AUTH_COOKIE_NAME: 'a=b' }, 'UMBRACO_AUTH_COOKIE_NAME'],
    [{ ...base, PUBLIC_HOSTS: 'www.x.dk, https://x.dk/' }, 'PUBLIC_HOSTS'],
    [{ ...base, PUBLIC_ORIGIN: 'https://www.x.dk/sti' }, 'PUBLIC_ORIGIN'],
    [{ ...base, PUBLIC_ORIGIN: 'ftp://www.x.dk' }, 'PUBLIC_ORIGIN'],
    [{ ...base, PUBLIC_HOSTS: ' , ' }, 'PUBLIC_HOSTS'],
    [{ ...base, VIDEO_EMBED_HOSTS: 'video.x.dk; script-src *' }, 'VIDEO_EMBED_HOSTS'],
    [{ ...base, VIDEO_EMBED_HOSTS: 'https://video.x.dk' }, 'VIDEO_EMBED_HOSTS'],
    [{ ...base, VIDEO_EMBED_HOSTS: '*.x.dk' }, 'VIDEO_EMBED_HOSTS'],
    // CSP_EXTRA_HOSTS: only https host sources, never a keyword, a scheme or a second directive.
    ...[
      "'unsafe-inline'",
      'https:',
      '*',
      'https://*',
      'https://*.dk',
      'stats.x.dk',
      'http://stats.x.dk',
      'https://stats.x.dk/path',
      'https://stats.x.dk; script-src *',
      'https://stats.x.dk https://evil.dk',
      "https://stats.x.dk'",
      'https://user@stats.x.dk',
      'https://stats.x.dk:99999',
      'https://-x.dk',
      'data:',
      ' , ',
    ].map((value): [Record<string, string>, string] => [
      { ...base, CSP_EXTRA_HOSTS: value },
      'CSP_EXTRA_HOSTS',
    ]),
    [{ ...base, COOKIE_POLICY_URL: 'javascript:alert(1)' }, 'COOKIE_POLICY_URL'],
    [{ ...base, COOKIE_POLICY_URL: '//evil.example/cookies' }, 'COOKIE_POLICY_URL'],
    [{ ...base, COOKIE_POLICY_URL: 'da=/cookies/,fr=/fr/cookies/' }, 'COOKIE_POLICY_URL'],
    [{ ...base, COOKIE_POLICY_URL: 'da=/cookies/,da=/x/' }, 'COOKIE_POLICY_URL'],
    [{ ...base, PRIVACY_POLICY_URL: 'privatliv' }, 'PRIVACY_POLICY_URL'],
    [{ ...base, MUNICIPALITY_PHONE: 'ring til os' }, 'MUNICIPALITY_PHONE'],
    [{ ...base, MUNICIPALITY_PHONE: '+4 5' }, 'MUNICIPALITY_PHONE'],
    [{ ...base, MUNICIPALITY_PHONE: 'tel:+4570000000' }, 'MUNICIPALITY_PHONE'],
    [{ ...base, MUNICIPALITY_NAME: '<b>Kommune</b>' }, 'MUNICIPALITY_NAME'],
    [{ ...base, MUNICIPALITY_NAME: 'x'.repeat(101) }, 'MUNICIPALITY_NAME'],
  ])('names the unusable variable %#', (env, variable) => {
    const err = errorOf(env);
    expect(err).toBeInstanceOf(EnvError);
    expect(err.variable).toBe(variable);
    expect(err.message.startsWith(`${variable}: `)).toBe(true);
    expect(err.message).not.toContain('\n');
  });

  it('takes the municipality’s name and phone number for the error page of an outage', () => {
    expect(
      parseEnv({
        ...base,
        MUNICIPALITY_NAME: ' Eksempel Kommune ',
        MUNICIPALITY_PHONE: '70 00 00 00',
      }).municipality,
    ).toEqual({ name: 'Eksempel Kommune', phone: '70 00 00 00' });
    expect(parseEnv({ ...base, MUNICIPALITY_PHONE: '+45 (70) 00-00-00' }).municipality).toEqual({
      name: null,
      phone: '+45 (70) 00-00-00',
    });
  });

  it('takes PUBLIC_HOSTS as host names in one spelling: lower case, no trailing dot', () => {
    expect(parseEnv(base).publicHosts).toEqual([]);
    expect(parseEnv({ ...base, PUBLIC_HOSTS: ' WWW.X.dk., x.dk ,' }).publicHosts).toEqual([
      'www.x.dk',
      'x.dk',
    ]);
  });

  it('takes VIDEO_EMBED_HOSTS as host names in one spelling, none by default', () => {
    expect(parseEnv(base).videoEmbedHosts).toEqual([]);
    expect(
      parseEnv({ ...base, VIDEO_EMBED_HOSTS: 'Video.X.dk., medier.x.dk,' }).videoEmbedHosts,
    ).toEqual(['video.x.dk', 'medier.x.dk']);
  });

  it('takes CSP_EXTRA_HOSTS as https host sources in one spelling, none by default', () => {
    expect(parseEnv(base).cspExtraHosts).toEqual([]);
    expect(
      parseEnv({ ...base, CSP_EXTRA_HOSTS: 'https://Stats.X.dk/, https://*.chat.x.dk:8443,' })
        .cspExtraHosts,
    ).toEqual(['https://stats.x.dk', 'https://*.chat.x.dk:8443']);
  });

  it('merges PUBLIC_CONFIG over the defaults', () => {
    const env = parseEnv({
      ...base,
      PUBLIC_CONFIG: '{"showStageDemo":true,"flags":{"HEARING_SHOW_FORM_NUMBER":true}}',
    });
    expect(env.publicConfig.showStageDemo).toBe(true);
    expect(env.publicConfig.themeTesting).toBe(false);
    expect(env.publicConfig.flags.HEARING_SHOW_FORM_NUMBER).toBe(true);
    expect(env.publicConfig.flags.FEEDBACK_MODULE).toBe(true);
  });

  it('turns HSTS on only when asked', () => {
    expect(parseEnv(base).hsts).toBe(false);
    expect(parseEnv({ ...base, HSTS: 'true' }).hsts).toBe(true);
    expect(() => parseEnv({ ...base, HSTS: 'yes' })).toThrow(/HSTS/);
  });

  it('takes the media origin without its trailing slash, else the backend', () => {
    expect(parseEnv({ ...base, MEDIA_BASE_URL: 'https://media.x.dk//' }).mediaBaseUrl).toBe(
      'https://media.x.dk',
    );
    expect(parseEnv(base).mediaBaseUrl).toBe('https://api.example-kommune.dk');
  });

  it('keeps a configured session password', () => {
    const env = parseEnv({ ...base, SESSION_PASSWORD: 'x'.repeat(32) });
    expect(env.sessionPassword).toBe('x'.repeat(32));
    expect(env.sessionPasswordIsRandom).toBe(false);
  });

  // /.well-known/security.txt (RFC 9116) lists these; a bad one stops the start.
  const securityContact = (contact: string) => parseEnv({ ...base, SECURITY_CONTACT: contact });
  it('validates SECURITY_CONTACT at start-up', () => {
    expect(securityContact('tel:+4512345678').securityContact).toEqual(['tel:+4512345678']);
    for (const bad of [
      'http://x.dk',
      'mailto:a b@c.dk',
      'javascript:alert(1)',
      ',',
      'x'.repeat(300),
    ])
      expect(() => securityContact(bad)).toThrow(EnvError);
  });
});

describe('REDIS_URL', () => {
  const base = { CMS_API_URL: 'http://cms.test' };
  it.each(['redis://127.0.0.1:6379', 'rediss://user:secret@redis.example:6380/2'])(
    'accepts %s',
    (url) => {
      expect(parseEnv({ ...base, REDIS_URL: url }).redisUrl).toBe(url);
    },
  );
  it.each(['http://redis.example', 'redis.example:6379', 'redis://', 'redis:///0'])(
    'refuses %s',
    (url) => {
      expect(() => parseEnv({ ...base, REDIS_URL: url })).toThrow(EnvError);
    },
  );
});
