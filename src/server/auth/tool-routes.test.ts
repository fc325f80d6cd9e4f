import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#src/server/env.ts';
import { isFlagOn, toolRouteOf, toolRoutes } from '#src/server/auth/tool-routes.ts';

describe('tool routes', () => {
  it('protects every /__limbo path and follows aliases to their flags', () => {
    expect(toolRouteOf('/__limbo')).toMatchObject({ auth: true });
    expect(toolRouteOf('/__limbo/anything/else')).toMatchObject({ auth: true });
    expect(toolRouteOf('/__tools/frontend-dictionary')?.auth).toBeUndefined();
    expect(toolRouteOf('/theme-playground')).toMatchObject({ flag: 'themeTesting' });
    expect(toolRouteOf('/kultunaut-demo-list')).toMatchObject({
      path: '/__demo/kultunaut-list',
      flag: 'showStageDemo',
    });
    expect(toolRouteOf('/borger')).toBeUndefined();
    const config = parseEnv({ CMS_API_URL: 'http://x.dk' }).publicConfig;
    expect(isFlagOn(toolRouteOf('/__tools/theme-playground')!, config)).toBe(false);
    expect(
      isFlagOn(toolRouteOf('/__tools/theme-playground')!, { ...config, themeTesting: true }),
    ).toBe(true);
  });
});

describe('tool routes and the tools pages', () => {
  it('each tools page takes its title from the route table under its own path (one source)', () => {
    const pages = globSync('src/pages/__*/*.tsx');
    let layouts = 0;
    for (const file of pages) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/<ToolsLayout[^>]*\btitle=/);
      const route = /<ToolsLayout[^>]*\broute="([^"]+)"/.exec(source)?.[1];
      if (!route) continue;
      layouts++;
      const own = `/${file.slice('src/pages/'.length, -'.tsx'.length)}`.replace(/\/index$/, '');
      expect(route, file).toBe(own);
      expect(
        toolRoutes.some((r) => r.path === own),
        file,
      ).toBe(true);
    }
    expect(layouts).toBeGreaterThan(10);
  });
});

describe('logins for the tools', () => {
  it('every /__tools page but the dictionary needs a login; demos stay as they were', () => {
    for (const route of toolRoutes) {
      if (route.path.startsWith('/__limbo')) expect(route.auth, route.path).toBe(true);
      if (route.path.startsWith('/__tools/'))
        expect(route.auth ?? false, route.path).toBe(route.path !== '/__tools/frontend-dictionary');
      if (route.path.startsWith('/__demo/')) expect(route.auth, route.path).toBeUndefined();
    }
    // The alias paths follow their targets.
    expect(toolRouteOf('/theme-playground')?.auth).toBe(true);
    expect(toolRouteOf('/color-list-playground')?.auth).toBe(true);
    expect(toolRouteOf('/kultunaut-demo-list')?.auth).toBeUndefined();
  });
});
