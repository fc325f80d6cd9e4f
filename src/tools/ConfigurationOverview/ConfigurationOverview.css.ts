import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const intro = style({ maxWidth: vars.width.content });
export const jumpList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  margin: `${vars.space.md} 0`,
  padding: 0,
});
export const section = style({ marginTop: vars.space.xl, scrollMarginTop: vars.space.md });
export const note = style({ color: vars.color.muted, maxWidth: vars.width.content });
