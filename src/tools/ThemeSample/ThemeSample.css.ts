import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const sample = style({
  maxWidth: vars.width.content,
  margin: `${vars.space.lg} 0`,
});
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: `${vars.space.md} 0`,
  padding: 0,
});
export const muted = style({ color: vars.color.muted });
export const surface = style({
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.md,
});
