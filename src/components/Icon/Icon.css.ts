import { style } from '@vanilla-extract/css';

/** Icons follow the type: 1.125 × the font size (baseIconScaling), stroke for weight 400. */
export const icon = style({
  width: '1.125em',
  height: '1.125em',
  flex: 'none',
  verticalAlign: '-0.2em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
