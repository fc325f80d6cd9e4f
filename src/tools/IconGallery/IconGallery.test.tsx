// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { iconNames } from '#src/components/Icon/Icon.tsx';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { IconDefaults, IconGallery } from './IconGallery.tsx';

describe('IconGallery', () => {
  it('shows the icon defaults, naming a changed weight against the standard', () => {
    const defaults = renderStatic(
      <IconDefaults
        config={{ baseIconWeight: 400, baseIconScaling: 1.125, iconVariant: 'default' }}
      />,
    ).container.textContent;
    expect(defaults).toContain('400');
    expect(defaults).toContain('1.125');
    const changed = renderStatic(
      <IconDefaults
        config={{ baseIconWeight: 300, baseIconScaling: 1.125, iconVariant: 'default' }}
      />,
    );
    expect(changed.container.textContent).toContain('300 (standard er 400)');
  });

  it('names every icon', () => {
    const view = renderStatic(<IconGallery />);
    for (const name of iconNames) expect(view.getAllByText(name).length, name).toBeGreaterThan(0);
  });
});
