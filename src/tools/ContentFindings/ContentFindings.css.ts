import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { monoFontStack } from '#src/styles/typography.ts';

export const list = style({ listStyle: 'none', padding: 0, margin: `${vars.space.md} 0` });
export const item = style({
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.onCanvas}`,
});
export const head = style({ margin: 0, overflowWrap: 'anywhere' });
export const rule = style({ fontFamily: monoFontStack, fontWeight: 700 });
export const element = style({ fontFamily: monoFontStack, overflowWrap: 'anywhere' });
export const message = style({ margin: `${vars.space.xs} 0 0` });
