// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { translator } from '#src/shared/dictionary/index.ts';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { SubscriptionModule } from './SubscriptionModule.tsx';

describe('SubscriptionModule', () => {
  it('the field error is shown at its field', () => {
    const view = renderStatic(
      <SubscriptionModule
        pageId="1204"
        returnTo="/borger/"
        query={
          new URLSearchParams(
            'subscription=invalid&subscription-error=input.required&subscription-field=name',
          )
        }
        t={translator('da')}
      />,
    );
    const name = view.getByRole('textbox', { name: /Navn/ });
    expect(name.id).toBe('subscription-name-1204');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toContain('Feltet skal udfyldes');
  });
});
