import { describe, expect, it } from 'vitest';
import { addVary } from '#src/server/http/cache-control.ts';

describe('Vary', () => {
  it('adds names once and keeps what was there', () => {
    const headers = new Headers({ vary: 'Cookie' });
    addVary(headers, 'Accept-Encoding', 'cookie');
    expect(headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });
});
