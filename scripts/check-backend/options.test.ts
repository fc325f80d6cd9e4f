import { describe, expect, it } from 'vitest';
import { optionsFrom } from './options.ts';

const problem = (argv: string[], env: Record<string, string> = {}) => {
  const parsed = optionsFrom(argv, env);
  return 'problem' in parsed ? parsed.problem : null;
};

describe('optionsFrom', () => {
  it('takes flags, with the defaults for rate and max', () => {
    expect(
      optionsFrom(['--backend', 'https://cms.example/', '--host', 'WWW.Kommune.dk'], {}),
    ).toEqual({
      options: { backend: 'https://cms.example', host: 'www.kommune.dk', rate: 5, max: 2000 },
    });
  });

  it('falls back to CMS_API_URL, APP_HOST and CMS_API_KEY; flags win', () => {
    const env = { CMS_API_URL: 'https://env.example', APP_HOST: 'env.dk', CMS_API_KEY: 'k' };
    expect(optionsFrom(['--rate', '2.5', '--max', '10'], env)).toEqual({
      options: { backend: 'https://env.example', host: 'env.dk', apiKey: 'k', rate: 2.5, max: 10 },
    });
    expect(optionsFrom(['--host', 'flag.dk'], env)).toMatchObject({ options: { host: 'flag.dk' } });
  });

  it.each([
    [[], 'give the backend with --backend URL (or CMS_API_URL)'],
    [['--backend', 'https://cms.example'], 'give the site host with --host HOST (or APP_HOST)'],
    [
      ['--backend', 'ftp://cms.example', '--host', 'a.dk'],
      '--backend must start with http:// or https://',
    ],
    [['--backend', 'cms.example', '--host', 'a.dk'], '--backend must be an absolute http(s) URL'],
    [
      ['--backend', 'https://c.dk', '--host', 'https://a.dk/'],
      '--host must be a bare host name such as www.example-kommune.dk',
    ],
    [
      ['--backend', 'https://c.dk', '--host', 'a.dk', '--rate', 'fast'],
      '--rate must be a number of requests a second',
    ],
    [['--backend', 'https://c.dk', '--host', 'a.dk', '--rate', '0'], '--rate must be above 0'],
    [
      ['--backend', 'https://c.dk', '--host', 'a.dk', '--rate', ''],
      '--rate must be a number of requests a second',
    ],
    [
      ['--backend', 'https://c.dk', '--host', 'a.dk', '--max', '1.5'],
      '--max must be a whole number of pages',
    ],
  ])('%j: %s', (argv, message) => {
    expect(problem(argv)).toBe(message);
  });

  it('refuses unknown flags and stray words', () => {
    expect(problem(['--backend', 'https://c.dk', '--host', 'a.dk', '--fast'])).toMatch(
      /Unknown option '--fast'/,
    );
    expect(problem(['https://c.dk'])).toMatch(/Unexpected argument 'https:\/\/c.dk'/);
  });

  it('--help', () => {
    expect(optionsFrom(['--help'], {})).toEqual({ help: true });
  });
});
