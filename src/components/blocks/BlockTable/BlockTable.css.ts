import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

/** `minWidth: 0` lets the block shrink inside grid and flex columns instead of widening them. */
export const section = style({ margin: `${vars.space.xl} 0`, minWidth: 0, maxWidth: '100%' });
export const title = style({ margin: `0 0 ${vars.space.md}` });

/** The table scrolls inside this box on a narrow screen; the page itself never gets wider. */
export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const table = style({
  minWidth: '100%',
  borderCollapse: 'collapse',
  fontSize: '1rem',
  fontVariantNumeric: 'tabular-nums',
});
export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  minWidth: '8rem',
});
export const header = style({ background: vars.color.surface, color: vars.color.onSurface });
export const footer = style({ fontWeight: 700 });
globalStyle(`${cell} > :first-child`, { marginTop: 0 });
globalStyle(`${cell} > :last-child`, { marginBottom: 0 });
// The outer box draws the table's edge.
globalStyle(`${table} tr > :first-child`, { borderLeft: 'none' });
globalStyle(`${table} tr > :last-child`, { borderRight: 'none' });
globalStyle(`${table} > :first-child > tr:first-child > *`, { borderTop: 'none' });
globalStyle(`${table} > :last-child > tr:last-child > *`, { borderBottom: 'none' });
