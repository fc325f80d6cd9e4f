// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { listEvents } from '../kultunaut.ts';
import { EventBlock, EventTipBox } from './EventBlock.tsx';

describe('EventBlock', () => {
  const events = listEvents({ page: 1 }).items.slice(0, 4);

  it('renders wide, one heading per event', () => {
    const view = renderStatic(<EventBlock title="Det sker" events={events} moreHref="/l/" />);
    expect(view.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(view.container.querySelector('aside')).toBeNull();
  });

  it('renders with the tip box as an aside', () => {
    const view = renderStatic(
      <EventBlock
        title="Det sker"
        events={events}
        moreHref="/l/"
        aside={<EventTipBox email="kultur@example-kommune.dk" fellowshipsHref="/f/" />}
      />,
    );
    const aside = view.container.querySelector('aside');
    expect(aside?.textContent).toContain('Tip et arrangement');
    const hrefs = view.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('mailto:kultur@example-kommune.dk');
  });
});
