import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
});
/** The card fills its grid cell, so the cards of a row are equally high. */
export const card = style({ height: '100%' });
