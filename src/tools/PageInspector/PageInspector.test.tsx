// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { finding } from '#src/server/content-check/rules.ts';
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

  it('lists the page’s content-check findings with their rule ids', () => {
    const view = renderStatic(
      <PageInspector
        inspection={{
          state: 'inspected',
          path: '/borger/',
          source: 'backend',
          ageMs: null,
          answer: null,
          failure: null,
          warnings: [],
          caches: [],
        }}
        input="/borger/"
        revalidated={null}
        action="/x"
        findings={[finding('table-header', 'BlockTable #3', 'Tider')]}
      />,
    );
    const section = view.getByRole('region', { name: 'Indholdstjek (1)' });
    expect(section.querySelector('li code')?.textContent).toBe('table-header');
  });
});
