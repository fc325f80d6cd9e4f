// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { getEvent, getFellowship } from '../kultunaut.ts';
import { EventDetail, FellowshipDetail, KultunautNotFound } from './KultunautDetail.tsx';

describe('KultunautDetail', () => {
  it('an event shows its price and date', () => {
    const event = getEvent('hoestmarked-frederiksbjerg');
    if (!event) throw new Error('fixture missing');
    const text = renderStatic(<EventDetail event={event} listHref="/x/" />).container.textContent;
    expect(text).toContain('Gratis');
    expect(text).toContain('5. september 2026');
  });

  it('an association links its e-mail', () => {
    const fellowship = getFellowship('viby-if');
    if (!fellowship) throw new Error('fixture missing');
    const view = renderStatic(<FellowshipDetail fellowship={fellowship} listHref="/y/" />);
    const hrefs = view.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('mailto:info@viby-if.example');
  });

  it('an unknown id says what was not found', () => {
    const view = renderStatic(
      <KultunautNotFound what="et arrangement" id="x1" listHref="/l/" listLabel="Tilbage" />,
    );
    const text = view.container.textContent;
    expect(text).toContain('Vi kunne ikke finde et arrangement');
    expect(text).toContain('«x1»');
  });
});
