import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import benchConfig from '../bench/bare-waku/waku.config.ts';
import siteConfig from '../waku.config.ts';

// The bench compares the site with bench/bare-waku, a mirror of its own tree. That is fair only
// while both run the same React code: the same versions (and react-server-dom-webpack installed,
// or @vitejs/plugin-rsc falls back to its own vendored Flight) and the same build plugins.

const root = path.resolve(import.meta.dirname, '..');
const dependencies = (file: string) =>
  (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { dependencies: object })
    .dependencies as Record<string, string>;

const pluginNames = (plugins: PluginOption[] | undefined) =>
  (plugins ?? []).flat().map((plugin) => (plugin as Plugin).name);

describe('the bench’s reference app runs the site’s React', () => {
  it('asks for the same React, Flight and Waku versions as the site', () => {
    const site = dependencies('package.json');
    const bench = dependencies('bench/bare-waku/package.json');
    for (const name of ['react', 'react-dom', 'react-server-dom-webpack', 'waku'])
      expect(bench[name], name).toBe(site[name]);
  });

  it('builds with each of the site’s own React build plugins', () => {
    const own = pluginNames(siteConfig.vite?.plugins).filter((name) => name.startsWith('kommune:'));
    expect(own).toContain('kommune:react-node-builds');
    expect(pluginNames(benchConfig.vite?.plugins).toSorted()).toEqual(own.toSorted());
  });
});
