import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { inlineList } from '#src/styles/utilities.css.ts';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const header = style({ background: vars.color.onCanvas, color: vars.color.canvas });
export const bar = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const brand = style({ color: vars.color.canvas, fontWeight: 700, textDecoration: 'none' });
export const nav = style({
  ...inlineList,
  gap: vars.space.md,
  margin: 0,
});
export const navLink = style({ color: vars.color.canvas });
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});
