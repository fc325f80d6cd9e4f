import { existsSync, readFileSync, statSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runWithRequestContext } from '../request-context.ts';
import { ALL_TRICKS_ENV, NEEDED, TRICKS, trickOn, type TrickName } from './tricks.ts';

const names = Object.keys(TRICKS) as TrickName[];

afterEach(() => {
  for (const trick of Object.values(TRICKS)) delete process.env[trick.env];
  delete process.env[ALL_TRICKS_ENV];
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

  it('are every one off with PERF_TRICKS=off, in a request and outside one', () => {
    for (const name of names) expect(trickOn(name), name).toBe(true);
    process.env[ALL_TRICKS_ENV] = 'off';
    for (const name of names) expect(trickOn(name), name).toBe(false);
    const inRequest = runWithRequestContext(undefined, () => names.map((name) => trickOn(name)));
    expect(inRequest).toEqual(names.map(() => false));
    // Only `off` turns them off, as with a trick's own variable.
    process.env[ALL_TRICKS_ENV] = 'on';
    for (const name of names) expect(trickOn(name), name).toBe(true);
  });

  it('each have a reason, a variable of their own, their files and their figure', () => {
    const envs = Object.values(TRICKS).map((trick) => trick.env);
    expect(new Set(envs).size).toBe(envs.length);
    expect(envs).not.toContain(ALL_TRICKS_ENV);
    for (const [name, trick] of Object.entries(TRICKS) as [string, (typeof TRICKS)[TrickName]][]) {
      expect(trick.env, name).toMatch(/^PERF_[A-Z_]+$/);
      expect(trick.reason.length, name).toBeGreaterThan(20);
      expect(trick.files.length, name).toBeGreaterThan(0);
      for (const file of trick.files) expect(existsSync(file), `${name}: ${file}`).toBe(true);
      expect('figure' in trick, name).toBe(true);
      // A build trick is a plugin the build leaves out (waku.config.test.ts).
      expect('plugin' in trick, name).toBe(trick.read === 'build');
    }
  });

  it('are each switched where their code is: a request trick reads trickOn in its first file', () => {
    for (const name of names) {
      const trick = TRICKS[name];
      if (trick.read !== 'request') continue;
      const file = trick.files[0];
      const code = statSync(file).isDirectory()
        ? readFileSync(`${file}Prerendered.tsx`, 'utf8')
        : readFileSync(file, 'utf8');
      const switched = code.includes(`trickOn('${name}')`) || code.includes(trick.env);
      expect(switched, `${name} in ${file}`).toBe(true);
    }
  });
});

describe('the build patches that are not speed tricks', () => {
  it('each say why they are needed and which tests fail without them', () => {
    for (const [name, patch] of Object.entries(NEEDED)) {
      expect(patch.reason.length, name).toBeGreaterThan(40);
      expect(patch.plugin, name).toMatch(/^kommune:/);
      for (const file of [...patch.files, ...patch.tests])
        expect(existsSync(file), `${name}: ${file}`).toBe(true);
      expect(name in TRICKS, name).toBe(false);
    }
  });
});
