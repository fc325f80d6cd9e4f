import { describe, expect, it } from 'vitest';
import { workerCount } from './cluster.mjs';

describe('WEB_CONCURRENCY (workerCount)', () => {
  it('is one process when unset or empty', () => {
    expect(workerCount(undefined)).toBe(1);
    expect(workerCount('')).toBe(1);
    expect(workerCount('  ')).toBe(1);
  });

  it('takes a whole number from 1 to 64', () => {
    expect(workerCount('1')).toBe(1);
    expect(workerCount('2')).toBe(2);
    expect(workerCount(' 8 ')).toBe(8);
    expect(workerCount('64')).toBe(64);
  });

  it.each(['0', '65', '-1', '1.5', 'two', 'auto', '2x'])('refuses %j, naming the variable', (v) => {
    expect(() => workerCount(v)).toThrow(/WEB_CONCURRENCY must be a whole number from 1 to 64/);
  });
});
