import { afterEach, describe, expect, it } from 'vitest';
import {
  backgroundRenders,
  isBackgroundRefresh,
  refreshInBackground,
  setBackgroundRenderer,
} from './background-refresh.ts';

const until = async (done: () => boolean) => {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
};

/** The request a background render hands the renderer, for a visitor's `req`. */
async function backgroundRequestOf(req: Request): Promise<Request> {
  let seen: Request | undefined;
  setBackgroundRenderer(async (made) => ((seen = made), new Response('ok')));
  expect(refreshInBackground(req, `key ${Math.random()}`)).toBe(true);
  await until(() => seen !== undefined && backgroundRenders() === 0);
  return seen!;
}

describe('the mark of a background render', () => {
  afterEach(() => setBackgroundRenderer(null));

  it('is on the request this module makes, without the conditions and address of the visitor', async () => {
    const visitor = new Request('http://site.test/borger/', {
      headers: { 'if-none-match': '"a"', 'x-forwarded-for': '203.0.113.9', accept: 'text/html' },
    });
    expect(isBackgroundRefresh(visitor)).toBe(false);
    const made = await backgroundRequestOf(visitor);
    expect(isBackgroundRefresh(made)).toBe(true);
    expect(made.url).toBe(visitor.url);
    expect(made.headers.get('accept')).toBe('text/html');
    expect(made.headers.has('if-none-match')).toBe(false);
    expect(made.headers.has('x-forwarded-for')).toBe(false);
  });

  it('cannot be forged: no header, and no copy of a marked request, carries it', async () => {
    const made = await backgroundRequestOf(new Request('http://site.test/borger/'));
    // Every header the marked request has, and any a visitor could make up.
    const headers = new Headers(made.headers);
    for (const name of ['x-background-refresh', 'x-limbo-refresh', 'x-refresh', 'x-internal']) {
      headers.set(name, '1');
    }
    expect(isBackgroundRefresh(new Request(made.url, { headers }))).toBe(false);
    expect(isBackgroundRefresh(new Request(made))).toBe(false);
    expect(isBackgroundRefresh(made.clone())).toBe(false);
  });
});
