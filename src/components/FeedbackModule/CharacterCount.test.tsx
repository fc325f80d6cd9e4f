// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '#src/shared/dictionary/index.ts';
import { renderStatic } from '../dom.test-kit.tsx';
import { countText } from './CharacterCount.tsx';
import { countLabels, FeedbackModule } from './FeedbackModule.tsx';
import { examples } from './FeedbackModule.examples.ts';

// Issue 38, item 11: the comment states its limit, counts as the visitor types, and never cuts
// pasted text off unseen.

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('the comment’s character count', () => {
  it('says what is left, or how many too many, with the singular for exactly one', () => {
    for (const [language, left, one, over] of [
      ['da', 'Du har 990 tegn tilbage', 'Du har 1 tegn tilbage', 'Du har skrevet 5 tegn for meget'],
      [
        'en',
        'You have 990 characters remaining',
        'You have 1 character remaining',
        'You have 5 characters too many',
      ],
      [
        'de',
        'Sie haben noch 990 Zeichen',
        'Sie haben noch 1 Zeichen',
        'Sie haben 5 Zeichen zu viel',
      ],
    ] as const) {
      const labels = countLabels(translator(language));
      expect(countText(labels, 10, 1000)).toBe(left);
      expect(countText(labels, 999, 1000)).toBe(one);
      expect(countText(labels, 1005, 1000)).toBe(over);
    }
  });

  it('without JavaScript: the hint states the limit, and the field cuts nothing off', () => {
    const view = renderStatic(<FeedbackModule {...examples.empty!} />);
    const comment = view.container.querySelector('textarea')!;
    expect(comment.hasAttribute('maxlength')).toBe(false);
    const hint = document.getElementById(comment.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toContain('Du kan skrive op til 1.000 tegn.');
    expect(view.container.querySelector('[data-character-count]')).toBeNull();
  });

  it('with JavaScript: counts as the visitor types, and says it when they pause', () => {
    vi.useFakeTimers();
    const view = render(
      <Provider>
        <FeedbackModule {...examples.empty!} />
      </Provider>,
    );
    const count = () => view.container.querySelector('[data-character-count]')?.textContent;
    expect(count()).toBe('Du har 1000 tegn tilbage');
    const comment = view.container.querySelector('textarea')!;
    fireEvent.input(comment, { target: { value: 'x'.repeat(1200) } });
    expect(comment.value).toHaveLength(1200);
    expect(count()).toBe('Du har skrevet 200 tegn for meget');
    act(() => vi.advanceTimersByTime(1100));
    expect(view.container.querySelector('[data-character-count-said]')?.textContent).toBe(
      'Du har skrevet 200 tegn for meget',
    );
  });
});
