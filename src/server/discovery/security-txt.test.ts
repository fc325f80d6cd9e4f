import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { faults } from '#mocks/handlers.ts';
import { siteDa } from '#mocks/fixtures/site.ts';
import { backendCache } from '#src/server/cms/backend-cache.ts';
import { EMPTY_SITE } from '#src/server/cms/reshape.ts';
import { log } from '#src/server/log.ts';
import { server } from '#tests/support/setup.ts';
import { freshDiscovery, get, ORIGIN, useEnv } from './discovery.test-kit.ts';
import { clearDiscoveryCache } from './files.ts';
import { renderSecurityTxt, securityContacts } from './security-txt.ts';

beforeEach(() => freshDiscovery());

describe('/.well-known/security.txt', () => {
  it('takes Contact from SECURITY_CONTACT, with Expires, languages and Canonical', async () => {
    useEnv({
      SECURITY_CONTACT: 'security@example-kommune.dk, https://example-kommune.dk/sikkerhed',
    });
    const { res, body } = await get(`${ORIGIN}/.well-known/security.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = body.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'Contact: mailto:security@example-kommune.dk',
      'Contact: https://example-kommune.dk/sikkerhed',
    ]);
    expect(lines).toContain('Preferred-Languages: da, en');
    expect(lines).toContain(`Canonical: ${ORIGIN}/.well-known/security.txt`);
    const expires = Date.parse(lines.find((l) => l.startsWith('Expires: '))!.slice(9));
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(170);
    expect(days).toBeLessThan(181);
  });

  it("else takes the site's footer e-mail", async () => {
    const { body } = await get(`${ORIGIN}/.well-known/security.txt`);
    expect(body).toMatch(/^Contact: mailto:kommune@example-kommune\.dk$/m);
  });

  it('responds with 404, not an invalid file, without any contact, and 503 without site data', async () => {
    const noEmail = { ...siteDa, footer: { ...siteDa.footer, contact: { title: 'Kontakt' } } };
    server.use(
      http.get('*/umbraco/api/spa/getdata/', () =>
        HttpResponse.json({ meta: { code: 200 }, site: noEmail, navigation: {} }),
      ),
    );
    const { res } = await get(`${ORIGIN}/.well-known/security.txt`);
    expect(res.status).toBe(404);
    server.resetHandlers();
    clearDiscoveryCache();
    backendCache.clear(); // else the micro-cache's stale site (without e-mail) is served
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    faults.mode = 'down';
    expect((await get(`${ORIGIN}/.well-known/security.txt`)).res.status).toBe(503);
  });

  it('never writes an e-mail that could break a line', () => {
    const withEmail = (email: string) =>
      securityContacts([], {
        ...EMPTY_SITE,
        footer: { ...EMPTY_SITE.footer, contact: { title: null, phone: null, link: null, email } },
      });
    expect(withEmail('mailto:a@b.dk')).toEqual(['mailto:a@b.dk']);
    for (const bad of ['a@b.dk\nContact: https://evil', 'a b@c.dk', '<a@b.dk>', 'nope'])
      expect(withEmail(bad)).toEqual([]);
    expect(renderSecurityTxt([], ORIGIN, new Date())).toBeNull();
  });
});
