import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

/** A colour sample; the colour itself comes from the theme data as an inline style. */
export const swatch = style({
  display: 'inline-block',
  width: '3rem',
  height: '2rem',
  verticalAlign: 'middle',
  border: `1px solid ${vars.color.onCanvas}`,
  borderRadius: vars.radius.sm,
  // The sample is the content: keep its colour in Windows high-contrast mode.
  forcedColorAdjust: 'none',
});
