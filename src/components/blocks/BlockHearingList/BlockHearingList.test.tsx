import { describe, expect, it } from 'vitest';
import { count, render } from '../block-test-kit.tsx';
import { BlockHearingList } from './BlockHearingList.tsx';
import { exampleContext } from '../block-context.ts';
import { examples as hearingExamples } from './BlockHearingList.examples.ts';

describe('BlockHearingList', () => {
  const props = hearingExamples.openAndClosed!;

  it('hides the form number by default', () => {
    const html = render(BlockHearingList, props);
    expect(html).not.toContain('H-2026-031');
    expect(html).not.toContain('Høringsnummer');
  });

  it('shows the form number when HEARING_SHOW_FORM_NUMBER is on', () => {
    const flags = { ...exampleContext().flags, HEARING_SHOW_FORM_NUMBER: true };
    const html = render(BlockHearingList, props, { flags });
    expect(html).toContain('H-2026-031');
    expect(html).toContain('Høringsnummer');
  });

  it('lists open hearings first, with the status as text and dates as time elements', () => {
    const html = render(BlockHearingList, props);
    expect(html.indexOf('Forslag til trafikplan')).toBeLessThan(html.indexOf('Klimatilpasning'));
    expect(html.indexOf('Lokalplan 412')).toBeLessThan(html.indexOf('Klimatilpasning'));
    expect(count(html, />Åben</g)).toBe(2);
    expect(count(html, />Afsluttet</g)).toBe(1);
    // A midnight-UTC start is a date picker's day: a calendar date (decision 018).
    expect(html).toContain('<time dateTime="2026-11-03">3. november 2026</time>');
  });

  it('says so when there are no hearings', () => {
    expect(render(BlockHearingList, hearingExamples.empty!)).toContain(
      'Der er ingen høringer i øjeblikket.',
    );
  });
});
