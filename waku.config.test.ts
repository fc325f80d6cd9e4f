import { readFileSync } from 'node:fs';
import type { Plugin, PluginOption } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_TRICKS_ENV, NEEDED, TRICKS } from './src/server/perf/tricks.ts';

// The build's plugin list as waku.config.ts makes it under the environment given (the config
// reads the switches when it is loaded, as `waku build` loads it).
async function pluginNames(env: Record<string, string>): Promise<string[]> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const config = (await import('./waku.config.ts')).default;
  return ((config.vite?.plugins ?? []) as PluginOption[])
    .flat()
    .map((plugin) => (plugin as Plugin).name);
}

const buildTricks = Object.values(TRICKS)
  .filter((trick) => trick.read === 'build')
  .map((trick) => ('plugin' in trick ? trick.plugin : ''));
const needed = Object.values(NEEDED).map((patch) => patch.plugin);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the build’s patches (waku.config.ts)', () => {
  it('are each a listed speed trick or a listed needed patch', async () => {
    const own = (await pluginNames({})).filter((name) => name.startsWith('kommune:'));
    expect(own.toSorted()).toEqual([...buildTricks, ...needed].toSorted());
  });

  it('with PERF_TRICKS=off: no speed patch, every needed one', async () => {
    const names = await pluginNames({ [ALL_TRICKS_ENV]: 'off' });
    for (const plugin of buildTricks) expect(names).not.toContain(plugin);
    for (const plugin of needed) expect(names).toContain(plugin);
  });

  it('with one trick’s own variable off: that patch alone is left out', async () => {
    const names = await pluginNames({ [TRICKS.reactNodeBuilds.env]: 'off' });
    expect(names).not.toContain(TRICKS.reactNodeBuilds.plugin);
    expect(names).toContain(TRICKS.flightClientWalk.plugin);
  });
});

describe('npm test', () => {
  it('runs the e2e suite a second time, on a build made with every trick off', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['test:e2e:plain']).toBe(`${ALL_TRICKS_ENV}=off npm run -s test:e2e`);
    expect(scripts['test:e2e']).toMatch(/^npm run -s build && playwright test/);
    expect(scripts.test).toContain('npm run -s test:e2e:plain && npm run -s test:e2e &&');
  });
});
