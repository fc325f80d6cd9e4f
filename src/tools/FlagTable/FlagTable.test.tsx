// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { envWith, FLAGS } from '#src/server/flags/flags.test-kit.ts';
import { publicConfigSchema } from '#src/server/public-config.ts';
import { FlagTable, flagRows } from './FlagTable.tsx';

describe('FlagTable', () => {
  const config = publicConfigSchema.parse({ themeTesting: true });

  it('shows every flag as Til or Fra in text', () => {
    const rows = flagRows(config);
    expect(rows.find((r) => r.name === 'themeTesting')?.on).toBe(true);
    expect(rows.find((r) => r.name === 'CLIMATE_BUTTON')?.on).toBe(false);
    const view = renderStatic(<FlagTable config={config} />);
    expect(view.queryAllByText('Til')).toHaveLength(rows.filter((r) => r.on).length);
    expect(view.queryAllByText('Fra')).toHaveLength(rows.filter((r) => !r.on).length);
  });
});

describe('the four visitor-feature flags are off by default and named in the flag table', () => {
  it('defaults and descriptions', () => {
    const { publicConfig } = envWith({});
    for (const flag of FLAGS) expect(publicConfig.flags[flag], flag).toBe(false);
    const rows = flagRows(publicConfig);
    for (const flag of FLAGS) {
      const row = rows.find((r) => r.name === flag);
      expect(row?.description.length, flag).toBeGreaterThan(40);
    }
    expect(rows.find((r) => r.name === 'CLIMATE_BUTTON')?.description).toContain('energy-saver');
  });
});
