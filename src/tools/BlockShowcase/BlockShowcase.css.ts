import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { monoFontStack } from '#src/styles/typography.ts';

export const column = style({ maxWidth: vars.width.content });
export const block = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const name = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: '1rem',
  fontFamily: monoFontStack,
});
