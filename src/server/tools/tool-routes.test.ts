import { describe, expect, it } from 'vitest';
import { parseEnv } from '#src/server/env.ts';
import { isFlagOn, toolRouteOf } from '#src/server/tools/tool-routes.ts';

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
