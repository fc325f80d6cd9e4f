// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { catalog } from '#src/components/catalog.tsx';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { BlockShowcase } from './BlockShowcase.tsx';

describe('BlockShowcase (muni-test)', () => {
  it('shows each block once with its first example, and no basic components', () => {
    renderStatic(<BlockShowcase entries={catalog} />);
    const blocks = catalog.filter((e) => e.kind === 'block');
    expect(blocks.length).toBeGreaterThan(10);
    for (const entry of blocks) {
      expect(document.querySelectorAll(`[id="blok-${entry.name}"]`), entry.name).toHaveLength(1);
    }
    expect(document.getElementById('blok-Button')).toBeNull();
  });
});
