// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { themeAliases, themes } from '#src/styles/themes.ts';
import { ThemeSample } from '#src/tools/ThemeSample/ThemeSample.tsx';
import { ThemeSwitcher } from './ThemeSwitcher.tsx';

describe('ThemeSwitcher', () => {
  it('radios in a GET form, the chosen theme checked and its panel shown', () => {
    const view = renderStatic(
      <ThemeSwitcher
        options={themeAliases.map((alias) => ({ alias, label: themes[alias].label }))}
        initial="dark"
        panels={{ default: <p>panel-default</p>, dark: <p>panel-dark</p> }}
      >
        <ThemeSample />
      </ThemeSwitcher>,
    );
    const radios = view.getAllByRole<HTMLInputElement>('radio');
    expect(radios).toHaveLength(8);
    expect(radios.filter((r) => r.checked).map((r) => r.value)).toEqual(['dark']);
    expect(radios[0]?.form?.getAttribute('method')).toBe('get');
    view.getByText('panel-dark');
    expect(view.queryByText('panel-default')).toBeNull();
    expect(view.container.querySelector('[type="submit"]')).not.toBeNull();
    view.getByText('Fakta om kommunen');
  });
});
