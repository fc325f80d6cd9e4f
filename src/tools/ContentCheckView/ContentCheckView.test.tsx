// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { finding } from '#src/server/content-check/rules.ts';
import type { ContentReport } from '#src/server/content-check/run.ts';
import { ContentCheckView } from './ContentCheckView.tsx';

const report: ContentReport = {
  startedAt: '2026-12-06T10:00:00.000Z',
  finishedAt: '2026-12-06T10:01:00.000Z',
  host: 'www.example-kommune.dk',
  language: 'da',
  notes: [],
  pages: [
    {
      path: '/borger/',
      id: '1200',
      editUrl: 'https://cms.k.dk/umbraco#/content/content/edit/1200',
      findings: [
        finding('image-alt', 'BlockImage #2', ''),
        finding('broken-link', 'BlockRichText #1', '/væk/'),
      ],
      problem: null,
    },
    { path: '/kontakt/', id: '1201', editUrl: null, findings: [], problem: null },
    { path: '/gammel/', id: null, editUrl: null, findings: [], problem: 'HTTP 404' },
  ],
};

describe('ContentCheckView', () => {
  it('shows the last report by rule and by page, with links to edit each page in Umbraco', () => {
    const view = renderStatic(
      <ContentCheckView
        state={{ running: null, last: report, failure: null }}
        run={null}
        action="/api/_limbo/content-check"
      />,
    );
    const byRule = view.getByRole('table', { name: 'Fund efter regel' });
    const row = [...byRule.querySelectorAll('tr')].find((tr) =>
      tr.textContent?.includes('image-alt'),
    );
    expect(row?.textContent).toContain('Billede uden alternativ tekst');
    const edits = view.getAllByRole('link', { name: 'Redigér i Umbraco (/borger/)' });
    // Under its two rules, and under the page.
    expect(edits).toHaveLength(3);
    expect(edits[0]!.getAttribute('href')).toBe(
      'https://cms.k.dk/umbraco#/content/content/edit/1200',
    );
    expect(view.getByText('/gammel/ (ikke tjekket)')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Start et indholdstjek' })).toBeTruthy();
    expect(view.getByRole('textbox', { name: /Kun disse sider/ })).toBeTruthy();
  });

  it('shows a run under way with its progress, and no button to start another', () => {
    const view = renderStatic(
      <ContentCheckView
        state={{
          running: {
            startedAt: '2026-12-06T10:00:00.000Z',
            by: 'anna',
            done: 3,
            total: 12,
            current: '/borger/',
            pid: 1,
          },
          last: null,
          failure: null,
        }}
        run="started"
        action="/x"
      />,
    );
    expect(view.getByRole('status').textContent).toContain('Tjekket er startet');
    const bar = view.getByRole('progressbar', { name: 'Sider tjekket' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['3', '12']);
    expect(view.queryByRole('button')).toBeNull();
    expect(view.getByText('Der er ikke kørt noget tjek endnu.')).toBeTruthy();
  });
});
