import { describe, expect, it } from 'vitest';
import { cacheKey, callOfCacheKey, pathOfCacheKey } from '#src/server/cms/backend-cache.ts';

describe("the backend cache's key", () => {
  it('gives back the call it was made for (path, host, query, url), and nothing for another string', () => {
    const query = new URLSearchParams([
      ['b', '2'],
      ['a', '1'],
    ]);
    const key = cacheKey({
      appHost: 'kommune.dk',
      path: '/2030/',
      url: '//2030/',
      parts: ['site'],
      query,
    });
    expect(pathOfCacheKey(key)).toBe('/2030/');
    const call = callOfCacheKey(key)!;
    expect(call).toMatchObject({ appHost: 'kommune.dk', path: '/2030/', url: '//2030/' });
    expect([...call.query]).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(cacheKey({ ...call, parts: ['site'] })).toBe(key);
    const plain = callOfCacheKey(
      cacheKey({ appHost: 'x', path: '/', query: new URLSearchParams() }),
    );
    expect(plain).not.toHaveProperty('url');
    for (const other of ['', 'not json', '[1,2]', '{"a":1}'])
      expect(callOfCacheKey(other)).toBeNull();
  });
});
