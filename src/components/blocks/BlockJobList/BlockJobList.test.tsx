import { describe, expect, it } from 'vitest';
import { count, render } from '../block-test-kit.tsx';
import { BlockJobList } from './BlockJobList.tsx';
import { examples as jobExamples } from './BlockJobList.examples.ts';

describe('BlockJobList', () => {
  it('renders the default list view, or the grid view when configured', () => {
    const list = render(BlockJobList, jobExamples.vacancies!);
    expect(list).toContain('data-view="list"');
    expect(list).not.toContain('data-view="grid"');
    const grid = render(BlockJobList, jobExamples.vacancies!, { jobListDefaultView: 'grid' });
    expect(grid).toContain('data-view="grid"');
  });

  it('renders no toggle buttons on the server (they would do nothing without JavaScript)', () => {
    expect(render(BlockJobList, jobExamples.vacancies!)).not.toContain('aria-pressed');
  });

  it('shows each job with its deadline, and marks expired deadlines', () => {
    const html = render(BlockJobList, jobExamples.vacancies!);
    expect(count(html, /<h3/g)).toBe(3);
    // 22:59Z, given in Copenhagen time with its offset.
    expect(html).toContain('<time dateTime="2030-12-06T23:59:00+01:00">6. december 2030</time>');
    expect(html).not.toContain('Fristen er udløbet');
    const expired = render(BlockJobList, jobExamples.expiredAndSparse!);
    expect(count(expired, /Fristen er udløbet/g)).toBe(1);
    expect(expired).toContain('data-expired="true"');
  });
});
