// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { CodeName, nameParts, ProseWithNames } from './CodeName.tsx';

describe('CodeName', () => {
  it('may wrap a name only at its joints', () => {
    expect(nameParts('BURGER_MENU_LANGUAGE_SELECTOR')).toEqual([
      'BURGER_',
      'MENU_',
      'LANGUAGE_',
      'SELECTOR',
    ]);
    expect(nameParts('cookieType.functional')).toEqual(['cookie', 'Type.', 'functional']);
    expect(nameParts('baseImageClimateQuality')).toEqual(['base', 'Image', 'Climate', 'Quality']);
    expect(nameParts('aria-disabled')).toEqual(['aria-', 'disabled']);
    expect(nameParts('h1')).toEqual(['h1']);
    expect(nameParts('')).toEqual(['']);
  });

  it('reads as the name itself', () => {
    const view = renderStatic(<CodeName>{'SHOW_GO_TO_TOP_BUTTON'}</CodeName>);
    const code = view.container.querySelector('code')!;
    expect(code.textContent).toBe('SHOW_GO_TO_TOP_BUTTON');
    expect(code.querySelectorAll('wbr')).toHaveLength(4);
  });

  it('shows the camelCase names in prose as code', () => {
    const view = renderStatic(
      <p>
        <ProseWithNames>
          {'skifter til temaet energy-saver og billedkvalitet baseImageClimateQuality, og husker'}
        </ProseWithNames>
      </p>,
    );
    const p = view.container.querySelector('p')!;
    expect(p.textContent).toBe(
      'skifter til temaet energy-saver og billedkvalitet baseImageClimateQuality, og husker',
    );
    expect([...p.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      'baseImageClimateQuality',
    ]);
  });
});
