import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answers.ts';

describe('keptAnswers', () => {
  it('asks once per key, keeps null answers too, and at most max of them', () => {
    let asked = 0;
    const half = keptAnswers((n: number) => {
      asked++;
      return n % 2 === 0 ? n / 2 : null;
    }, 3);
    expect([half(4), half(4), half(3), half(3)]).toEqual([2, 2, null, null]);
    expect(asked).toBe(2);
    half(6); // the third key: full now
    half(8); // emptied, then kept
    expect(half(4)).toBe(2);
    expect(asked).toBe(5); // 4 was asked again
  });
});
