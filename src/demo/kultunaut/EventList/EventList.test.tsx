// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { listEvents, listFellowships } from '../kultunaut.ts';
import { EventList, FellowshipList } from './EventList.tsx';

const hrefs = (view: ReturnType<typeof renderStatic>) =>
  view.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');

describe('EventList', () => {
  it('gives each event a heading and a link to its page; says so when there are none', () => {
    const view = renderStatic(<EventList events={listEvents({ page: 1 }).items} />);
    expect(view.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    expect(hrefs(view).some((h) => h.startsWith('/__demo/kultunaut-page/?id='))).toBe(true);
    renderStatic(<EventList events={[]} />).getByText(/Ingen arrangementer/);
  });
});

describe('FellowshipList', () => {
  it('links each association to its page', () => {
    const view = renderStatic(<FellowshipList fellowships={listFellowships({ page: 2 }).items} />);
    expect(hrefs(view).some((h) => h.startsWith('/__demo/kultunaut-fellowship-page/?id='))).toBe(
      true,
    );
  });
});
