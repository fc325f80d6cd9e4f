// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../block.test-kit.tsx';
import { BlockJobList } from './BlockJobList.tsx';
import { examples as jobExamples } from './BlockJobList.examples.ts';

const viewsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-view]')].map((e) => e.getAttribute('data-view'));

describe('BlockJobList', () => {
  it('renders the default list view, or the grid view when configured', () => {
    const list = renderBlock(BlockJobList, jobExamples.vacancies!);
    expect(viewsOf(list.container)).toEqual(['list']);
    const grid = renderBlock(BlockJobList, jobExamples.vacancies!, { jobListDefaultView: 'grid' });
    expect(viewsOf(grid.container)).toEqual(['grid']);
  });

  it('renders no toggle buttons on the server (they would do nothing without JavaScript)', () => {
    const view = renderBlock(BlockJobList, jobExamples.vacancies!);
    expect(view.queryAllByRole('button')).toHaveLength(0);
    expect(view.container.querySelector('[aria-pressed]')).toBeNull();
  });

  it('shows each job with its deadline, and marks expired deadlines', () => {
    const view = renderBlock(BlockJobList, jobExamples.vacancies!);
    expect(view.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    // 22:59Z, given in Copenhagen time with its offset.
    const deadline = view.getByText('6. december 2030');
    expect(deadline.tagName).toBe('TIME');
    expect(deadline.getAttribute('datetime')).toBe('2030-12-06T23:59:00+01:00');
    expect(view.queryByText(/Ansøgningsfristen er udløbet/)).toBeNull();
    const expired = renderBlock(BlockJobList, jobExamples.expiredAndSparse!);
    expect(expired.getAllByText(/Ansøgningsfristen er udløbet/)).toHaveLength(1);
    expect(expired.container.querySelectorAll('[data-expired="true"]')).toHaveLength(1);
  });

  it('lists the nearest deadline first and a passed one last, labelled in each language', () => {
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const job = (title: string, deadline: string | null) => ({
      title,
      url: `https://job.example/${encodeURIComponent(title)}/`,
      deadline,
      department: null,
      workplace: null,
      hours: null,
    });
    const props = {
      title: null,
      items: [job('Passed', day(-3)), job('Later', day(20)), job('Soon', day(2))],
    };
    for (const [language, label, passed] of [
      ['da', 'Ansøgningsfrist', 'Ansøgningsfristen er udløbet'],
      ['en', 'Application deadline', 'The application deadline has passed'],
      ['de', 'Bewerbungsfrist', 'Die Bewerbungsfrist ist abgelaufen'],
    ] as const) {
      const view = renderBlock(BlockJobList, props, { language });
      const titles = view.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(titles).toEqual(['Soon', 'Later', 'Passed']);
      expect(view.getAllByText(label)).toHaveLength(3);
      expect(view.getAllByText(passed)).toHaveLength(1);
      cleanup();
    }
  });
});
