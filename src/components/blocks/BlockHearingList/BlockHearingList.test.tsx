// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../block.test-kit.tsx';
import { BlockHearingList } from './BlockHearingList.tsx';
import { exampleContext } from '../block-context.ts';
import { examples as hearingExamples } from './BlockHearingList.examples.ts';

describe('BlockHearingList', () => {
  const props = hearingExamples.openAndClosed!;

  it('hides the form number by default', () => {
    const view = renderBlock(BlockHearingList, props);
    expect(view.queryAllByText(/H-2026-031/)).toHaveLength(0);
    expect(view.queryAllByText(/Høringsnummer/)).toHaveLength(0);
  });

  it('shows the form number when HEARING_SHOW_FORM_NUMBER is on', () => {
    const flags = { ...exampleContext().flags, HEARING_SHOW_FORM_NUMBER: true };
    const view = renderBlock(BlockHearingList, props, { flags });
    view.getAllByText(/H-2026-031/);
    view.getAllByText(/Høringsnummer/);
  });

  it('lists open hearings first, with the status as text and dates as time elements', () => {
    const view = renderBlock(BlockHearingList, props);
    const text = view.container.textContent ?? '';
    expect(text.indexOf('Forslag til trafikplan')).toBeLessThan(text.indexOf('Klimatilpasning'));
    expect(text.indexOf('Lokalplan 412')).toBeLessThan(text.indexOf('Klimatilpasning'));
    expect(view.getAllByText('Åben')).toHaveLength(2);
    expect(view.getAllByText('Afsluttet')).toHaveLength(1);
    // A midnight-UTC start is a date picker's day: a calendar date (decision 018).
    const start = view.getByText('3. november 2026');
    expect(start.tagName).toBe('TIME');
    expect(start.getAttribute('datetime')).toBe('2026-11-03');
  });

  it('says so when there are no hearings', () => {
    renderBlock(BlockHearingList, hearingExamples.empty!).getByText(
      'Der er ingen høringer i øjeblikket.',
    );
  });
});
