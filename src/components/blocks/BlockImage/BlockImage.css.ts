import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const figure = style({ margin: `${vars.space.xl} 0` });
export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const caption = style({
  marginTop: vars.space.sm,
  fontSize: '1rem',
  color: vars.color.muted,
});
