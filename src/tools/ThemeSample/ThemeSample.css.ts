import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { inlineList } from '#src/styles/utilities.css.ts';

export const sample = style({
  maxWidth: vars.width.content,
  margin: `${vars.space.lg} 0`,
});
export const buttons = style({
  ...inlineList,
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
});
export const muted = style({ color: vars.color.muted });
export const surface = style({
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.md,
});
