import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { redirectTarget } from '#src/server/cms/page.ts';
import { resolve } from './page.test-kit.ts';
import { CMS, server } from '#tests/support/setup.ts';

// Redirect answers (Skybrud.Umbraco.Redirects `GetDestinationUrl`, in both envelope forms;
// decision 029): where the visitor is sent, and what is never followed.

const MEDIA = 'https://media.k.dk';
const utm = new URLSearchParams('utm_source=nyhedsbrev&utm_medium=email');
const none = new URLSearchParams();
const to = (target: string, query = utm) => redirectTarget(target, query, MEDIA);

describe('redirectTarget', () => {
  it('adds the visitor query to a page path without a query, before its fragment', () => {
    expect(to('/ny/')).toBe('/ny/?utm_source=nyhedsbrev&utm_medium=email');
    expect(to('/a/#x')).toBe('/a/?utm_source=nyhedsbrev&utm_medium=email#x');
    // A `?` inside the fragment is the fragment's, not a query.
    expect(to('/a/#x?y=1')).toBe('/a/?utm_source=nyhedsbrev&utm_medium=email#x?y=1');
    expect(to('/a/#x', none)).toBe('/a/#x');
  });

  it('keeps a target query as the only one (a forwarding redirect already carries it)', () => {
    expect(to('/a/?utm_source=nyhedsbrev#x')).toBe('/a/?utm_source=nyhedsbrev#x');
    expect(to('/a/?side=2')).toBe('/a/?side=2');
  });

  it('sends /media/… to MEDIA_BASE_URL, as given', () => {
    expect(to('/media/4821/pasningsplan-2026.pdf')).toBe(
      'https://media.k.dk/media/4821/pasningsplan-2026.pdf',
    );
    expect(to('/media/4821/plan.pdf?v=2#page=3')).toBe(
      'https://media.k.dk/media/4821/plan.pdf?v=2#page=3',
    );
    // The environment's MEDIA_BASE_URL (CMS_API_URL when unset) by default.
    expect(redirectTarget('/media/1/a.pdf', utm)).toBe(`${CMS}/media/1/a.pdf`);
  });

  it('follows an absolute http(s) target exactly as given', () => {
    expect(to('https://www.borger.dk/familie?x=1#y')).toBe('https://www.borger.dk/familie?x=1#y');
    expect(to('https://other.dk/x')).toBe('https://other.dk/x');
    expect(to('HTTP://Other.dk/x')).toBe('http://other.dk/x');
  });

  it('refuses any other scheme, control characters and credentials', () => {
    for (const target of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      '  javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:borger@example-kommune.dk',
      'http:evil.example',
      'https://',
      '/ny/\r\nSet-Cookie: x=1',
      'https://www.example-kommune.dk@evil.example/',
      'https://user:pw@evil.example/',
      '',
      '   ',
    ])
      expect(to(target), JSON.stringify(target)).toBeNull();
  });

  it('keeps protocol-relative and backslash targets on this site', () => {
    const q = '?utm_source=nyhedsbrev&utm_medium=email';
    expect(to('//evil.example/x')).toBe(`/evil.example/x${q}`);
    expect(to('///evil.example/x')).toBe(`/evil.example/x${q}`);
    expect(to('/\\evil.example/x')).toBe(`/evil.example/x${q}`);
    expect(to('\\\\evil.example/x')).toBe(`/evil.example/x${q}`);
    // Dot segments that would leave `//host` after the parser's clean-up.
    expect(to('/.//evil.example/x', none)).toBe('/evil.example/x');
    expect(to('/a/..//evil.example/x', none)).toBe('/evil.example/x');
    expect(to('ny-side/', none)).toBe('/ny-side/');
  });

  it('writes a path a Location header can carry', () => {
    expect(to('/børn-og-unge/', none)).toBe('/b%C3%B8rn-og-unge/');
    expect(to('/a b/', none)).toBe('/a%20b/');
  });
});

describe('resolvePage: the sample redirects in the forms the packages send', () => {
  it('sends a file redirect to the media origin, without the visitor query', async () => {
    expect(await resolve('/pasningsplan/', 'utm_source=nyhedsbrev')).toEqual({
      kind: 'redirect',
      status: 301,
      location: `${CMS}/media/4821/pasningsplan-2026.pdf`,
    });
  });

  it('puts the visitor query before the fragment', async () => {
    expect(await resolve('/pladsanvisning/', 'utm_source=nyhedsbrev')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/borger/boernepasning/?utm_source=nyhedsbrev#skriv-dit-barn-op',
    });
    expect(await resolve('/kampagne/dagtilbud/', 'utm_source=nyhedsbrev')).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/borger/boernepasning/?utm_campaign=dagtilbud#skriv-dit-barn-op',
    });
  });

  it('answers a refused target as a broken answer (502), with a warning', async () => {
    const warn = vi.spyOn(log, 'warn');
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const answers = [
      { meta: { code: 301, error: 'Page has moved' }, data: { url: 'javascript:alert(1)' } },
      { meta: { code: 301, redirect: 'data:text/html,x' } },
    ];
    for (const [i, answer] of answers.entries()) {
      server.use(http.get(`${CMS}/umbraco/api/spa/getdata/`, () => HttpResponse.json(answer)));
      const result = await resolve(`/refused-${i}/`);
      expect(result).toMatchObject({ kind: 'render', status: 502, page: null });
      expect(JSON.stringify(result)).not.toMatch(/javascript:|data:/);
    }
    const refused = warn.mock.calls.filter(([, message]) => message === 'redirect target refused');
    expect(refused.map(([fields]) => (fields as { target: string }).target)).toEqual([
      'javascript:alert(1)',
      'data:text/html,x',
    ]);
  });
});
