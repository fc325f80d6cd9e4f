import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runWithRequestContext } from '../request-context.ts';
import { TRICKS, trickOn } from './tricks.ts';

afterEach(() => {
  for (const trick of Object.values(TRICKS)) delete process.env[trick.env];
});

describe('the speed tricks', () => {
  it('are read once per request, so one render never mixes on and off', () => {
    const seen = runWithRequestContext(undefined, () => {
      const first = trickOn('prerendered');
      process.env.PERF_PRERENDERED = 'off';
      return [first, trickOn('prerendered')];
    });
    expect(seen).toEqual([true, true]);
    // The next request reads the variable again (the bench switches between renders).
    expect(runWithRequestContext(undefined, () => trickOn('prerendered'))).toBe(false);
  });

  it('are on unless their variable says off, read each time outside a request', () => {
    expect(trickOn('prerendered')).toBe(true);
    process.env.PERF_PRERENDERED = 'off';
    expect(trickOn('prerendered')).toBe(false);
    process.env.PERF_PRERENDERED = 'no';
    expect(trickOn('prerendered')).toBe(true);
  });

  it('each have a reason, a variable of their own and the file their code is in', () => {
    const envs = Object.values(TRICKS).map((trick) => trick.env);
    expect(new Set(envs).size).toBe(envs.length);
    for (const [name, trick] of Object.entries(TRICKS)) {
      expect(trick.env, name).toMatch(/^PERF_[A-Z_]+$/);
      expect(trick.reason.length, name).toBeGreaterThan(20);
      expect(existsSync(trick.where), `${name}: ${trick.where}`).toBe(true);
    }
  });
});
