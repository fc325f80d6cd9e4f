import { describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { climateCookie, handleClimatePost } from '#src/server/flags/climate-api.ts';
import { allOn, envWith } from './flags.test-kit.ts';

describe('CLIMATE_BUTTON: POST /api/theme', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    new Request('http://site.test/api/theme', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'site.test',
        origin: 'http://site.test',
        ...headers,
      },
    });

  it('POST /api/theme: 303 back with the cookie, JSON for the button, forgets on "off"', async () => {
    allOn();
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const res = await handleClimatePost(post('climate=on&returnTo=%2Fborger%2F'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/borger/');
    expect(res.headers.get('set-cookie')).toBe(climateCookie(true, false));
    expect(res.headers.get('set-cookie')).toMatch(
      /^kommune_theme=energy-saver; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/,
    );
    const json = await handleClimatePost(
      post('climate=off&returnTo=%2F', { accept: 'application/json' }),
    );
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ status: 'ok', climate: false, theme: null });
    expect(json.headers.get('set-cookie')).toMatch(/^kommune_theme=; Max-Age=0;/);
  });

  // A post from another site is refused before it gets here (step 7: forms/cross-site.test.ts).
  it('hostile posts: off-site returnTo, bad values, oversized, flag off', async () => {
    allOn();
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    for (const returnTo of ['//evil.example/', 'https://evil.example/', '/\\evil', '/a/..//evil']) {
      const res = await handleClimatePost(
        post(`climate=on&returnTo=${encodeURIComponent(returnTo)}`),
      );
      expect(res.status, returnTo).toBe(303);
      expect(res.headers.get('location'), returnTo).toBe('/');
    }
    for (const body of ['climate=dark', 'climate=', '', 'climate=on%00']) {
      const res = await handleClimatePost(post(body));
      expect(res.status, body).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    // Refused as every form post is: the error page, JSON for the button's script.
    const big = await handleClimatePost(post(`climate=on&x=${'a'.repeat(5000)}`));
    expect(big.status).toBe(413);
    expect(big.headers.get('set-cookie')).toBeNull();
    expect(await big.text()).toContain('Formularen er for stor');
    const bigJson = await handleClimatePost(
      post(`climate=on&x=${'a'.repeat(5000)}`, { accept: 'application/json' }),
    );
    expect(await bigJson.json()).toEqual({ status: 'rejected', reason: 'form post too large' });
    const json = await handleClimatePost(post('climate=on', { 'content-type': 'text/plain' }));
    expect(json.status).toBe(415);
    envWith({});
    const off = await handleClimatePost(post('climate=on'));
    expect(off.status).toBe(404);
    expect(off.headers.get('set-cookie')).toBeNull();
  });
});
