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
/** "The application deadline has passed", after a job's deadline. */
export const expired = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: '0.875rem',
});
