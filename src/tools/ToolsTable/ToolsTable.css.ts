import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { monoFontStack } from '#src/styles/typography.ts';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
  fontSize: '1rem',
  lineHeight: 1.45,
  // Long keys, URLs and hex values wrap instead of pushing the table wider than a phone.
  overflowWrap: 'anywhere',
});
export const caption = style({
  textAlign: 'left',
  fontWeight: 700,
  padding: `0 0 ${vars.space.sm}`,
});
export const headCell = style({
  textAlign: 'left',
  verticalAlign: 'bottom',
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderBottom: `2px solid ${vars.color.onCanvas}`,
});
export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 'normal',
});
/** A row header that reads as a label (bold) but keeps the cell layout. */
export const rowHead = style([cell, { fontWeight: 700 }]);
export const code = style({
  fontFamily: monoFontStack,
});
