import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';

export const section = style({ margin: `${vars.space.xl} 0` });
export const title = style({ margin: `0 0 ${vars.space.md}` });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
  gap: vars.space.lg,
  ...bareList,
});
export const figure = style({ margin: 0 });
export const image = style({
  width: '100%',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
/** Cropped images share one ratio; complete ones keep their own. */
export const cropped = style({ aspectRatio: '4 / 3', objectFit: 'cover' });
export const caption = style({
  marginTop: vars.space.sm,
  fontSize: '1rem',
  color: vars.color.muted,
});
export const credit = style({ display: 'block', fontSize: '0.875rem' });
