// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { backendContent, renderBlock } from '../block.test-kit.tsx';
import { BlockEventList } from './BlockEventList.tsx';
import { examples as eventExamples } from './BlockEventList.examples.ts';

const link = (name: string, url: string) => ({ type: 'content', name, url });

describe('BlockEventList', () => {
  const clock = /\d{1,2}[.:]\d{2}(?!\d)/;

  it('shows a date-only start as that calendar date, without a clock time', () => {
    const view = renderBlock(BlockEventList, eventExamples.december!);
    const first = view
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Julemarked'))!;
    const time = first.querySelector('time')!;
    expect(time.textContent).toBe('5. december 2026');
    expect(time.getAttribute('datetime')).toBe('2026-12-05');
    expect(first.textContent).not.toMatch(clock);
    // The dates themselves (every language, the year's edges): src/shared/format.test.ts.
  });

  it('shows a date-time start in Copenhagen time, and no facts for an event without a start', () => {
    // The ranges themselves (a same-day end as its clock time): src/shared/format.test.ts.
    const view = renderBlock(BlockEventList, eventExamples.sparse!);
    view.getByText('24. oktober 2025 kl. 13.23');
    // The event without a start shows no facts.
    expect(view.container.querySelectorAll('dl')).toHaveLength(1);
  });
});

describe('BlockEventList: content from the backend', () => {
  const { parse, expectSkipped, warnings } = backendContent();

  it('drops a malformed start, location and event, and still renders', () => {
    const { content, view } = parse('BlockEventList', {
      title: 'Arrangementer',
      link: link('Alle arrangementer', '/da/arrangementer/'),
      items: [
        {
          type: 'content',
          name: 'Julemarked',
          url: '/da/arrangementer/julemarked/',
          details: { start: 'snart', end: null, location: ['Torvet'] },
        },
        {
          type: 'content',
          name: 'Koncert',
          url: '/da/arrangementer/koncert/',
          details: { start: '2026-12-05' },
        },
        { name: 'Uden adresse', details: { start: '2026-12-06' } },
      ],
    });
    expect(content?.items.map((i) => [i.name, i.start, i.location])).toEqual([
      ['Julemarked', null, null],
      ['Koncert', '2026-12-05', null],
    ]);
    expect(view.getByText('5. december 2026').closest('time')?.dateTime).toBe('2026-12-05');
    expect(warnings()).toEqual([
      'block field dropped items.0.details.start',
      'block field dropped items.0.details.location',
      'block field dropped items.2.url',
    ]);
  });

  it('skips the block without its items', () => {
    expectSkipped('BlockEventList', { title: 'Arrangementer', link: link('Alle', '/x/') });
  });
});
