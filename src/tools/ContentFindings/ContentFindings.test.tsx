// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { finding } from '#src/server/content-check/rules.ts';
import { ContentFindings } from './ContentFindings.tsx';

describe('ContentFindings', () => {
  it('lists each finding with its rule id, severity, WCAG criterion, place and what to do', () => {
    const view = renderStatic(
      <ContentFindings
        findings={[
          finding('image-alt', 'BlockImage #2', '<img src=x onerror=alert(1)>'),
          finding('page-description', null, 'Forside'),
        ]}
      />,
    );
    const items = view.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('code')?.textContent)).toEqual([
      'image-alt',
      'page-description',
    ]);
    expect(items[0]!.textContent).toContain('(fejl, WCAG 1.1.1) i BlockImage #2');
    expect(items[0]!.textContent).toContain('Mediearkivet');
    // The backend's text stays text.
    expect(view.container.querySelector('img')).toBeNull();
    expect(items[1]!.textContent).toContain('(advarsel) i siden');
  });
  it('says so when there is nothing', () => {
    expect(renderStatic(<ContentFindings findings={[]} />).container.textContent).toContain(
      'Ingen fund',
    );
  });
});
