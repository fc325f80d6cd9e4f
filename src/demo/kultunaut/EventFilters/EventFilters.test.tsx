// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { eventAreas, eventGenres } from '../kultunaut.ts';
import { EventFilters } from './EventFilters.tsx';

describe('EventFilters', () => {
  it('a GET form with the chosen genre selected and a reset', () => {
    const view = renderStatic(
      <EventFilters genres={eventGenres} areas={eventAreas} genre="Musik" area={null} />,
    );
    expect(view.container.querySelector('form')?.getAttribute('method')).toBe('get');
    const music = view.getByRole<HTMLOptionElement>('option', { name: 'Musik' });
    expect(music.hasAttribute('selected')).toBe(true);
    expect(music.value).toBe('Musik');
    view.getByText('Nulstil filtre');
  });
});
