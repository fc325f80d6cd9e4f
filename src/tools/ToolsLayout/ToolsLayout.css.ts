import { globalStyle, style } from '@vanilla-extract/css';
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
// A long compound or component name ("Konfigurationsoversigt", "BlockMapKultunautDemo") in a
// heading breaks at the screen's edge on a phone instead of widening the page.
globalStyle(`${main} :is(h1, h2, h3)`, { overflowWrap: 'break-word' });
