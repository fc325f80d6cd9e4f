import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { monoFontStack } from '#src/styles/typography.ts';

/** A table wider than the screen scrolls here, not the page. */
export const scroller = style({
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
  overflowX: 'auto',
  // The caption's width is the box's (100cqi), so it wraps in view instead of scrolling away.
  containerType: 'inline-size',
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '1rem',
  lineHeight: 1.45,
  // Words stay whole: `anywhere` on the whole table let the layout squeeze a column below its
  // header's width, so "Status" broke into "Statu s" beside a long cache key.
  // Names in it (CodeName) wrap at their joints.
  overflowWrap: 'break-word',
});
// Long values (cache keys, URLs, JSON) wrap anywhere instead of widening their column.
globalStyle(`${table} td code`, { overflowWrap: 'anywhere' });
export const caption = style({
  maxWidth: '100cqi',
  textAlign: 'left',
  fontWeight: 700,
  padding: `0 0 ${vars.space.sm}`,
});
/** Cell padding, narrower on a phone so more tables fit without scrolling. */
const cellPadding = {
  padding: vars.space.sm,
  '@media': { 'screen and (max-width: 40rem)': { padding: `${vars.space.sm} ${vars.space.xs}` } },
} as const;
export const headCell = style({
  overflowWrap: 'normal',
  hyphens: 'manual',
  textAlign: 'left',
  verticalAlign: 'bottom',
  ...cellPadding,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderBottom: `2px solid ${vars.color.onCanvas}`,
});
export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  ...cellPadding,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 'normal',
});
/** A row header that reads as a label (bold) but keeps the cell layout. */
export const rowHead = style([cell, { fontWeight: 700 }]);
export const code = style({
  fontFamily: monoFontStack,
});
