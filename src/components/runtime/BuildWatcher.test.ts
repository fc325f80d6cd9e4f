// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { visitorIsBusy } from './BuildWatcher.tsx';

describe('safe moment for a reload', () => {
  it('is not while a form is being filled in', () => {
    document.body.innerHTML =
      '<form><input type="hidden" value="x"><textarea></textarea></form><button>b</button>';
    expect(visitorIsBusy(document)).toBe(false);
    const textarea = document.querySelector('textarea')!;
    textarea.value = 'halvt skrevet';
    expect(visitorIsBusy(document)).toBe(true);
    textarea.value = '';
    textarea.focus();
    expect(visitorIsBusy(document)).toBe(true);
  });
});
