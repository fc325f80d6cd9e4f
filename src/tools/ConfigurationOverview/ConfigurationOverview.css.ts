import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { inlineList } from '#src/styles/utilities.css.ts';

export const intro = style({ maxWidth: vars.width.content });
export const jumpList = style({
  ...inlineList,
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.md} 0`,
});
export const section = style({ marginTop: vars.space.xl, scrollMarginTop: vars.space.md });
export const note = style({ color: vars.color.muted, maxWidth: vars.width.content });
