// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { PageInspector } from './PageInspector.tsx';

describe('PageInspector', () => {
  it('points to the whole-site check with its command', () => {
    const view = renderStatic(
      <PageInspector inspection={{ state: 'empty' }} input="" revalidated={null} action="/x" />,
    );
    expect(view.getByText('npm run check:backend -- --backend URL --host HOST').tagName).toBe(
      'CODE',
    );
    expect(view.getByRole('textbox', { name: 'Sidens adresse' })).toBeTruthy();
  });
});
