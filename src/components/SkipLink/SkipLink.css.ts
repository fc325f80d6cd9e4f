import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-10rem',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.focus,
  color: vars.color.onFocus,
  fontWeight: 700,
  selectors: { '&:focus': { top: vars.space.md } },
});
