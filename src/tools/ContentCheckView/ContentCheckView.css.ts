import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { monoFontStack } from '#src/styles/typography.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
});
export const textarea = style({
  width: 'min(36rem, 100%)',
  minHeight: '5rem',
  padding: vars.space.sm,
  font: 'inherit',
  color: vars.color.onCanvas,
  background: vars.color.canvas,
  border: `2px solid ${vars.color.onCanvas}`,
});
export const code = style({ fontFamily: monoFontStack, overflowWrap: 'anywhere' });
export const progress = style({ width: 'min(24rem, 100%)', height: '1.25rem' });
export const group = style({ margin: `${vars.space.sm} 0` });
export const summary = style({ cursor: 'pointer', fontWeight: 700 });
export const pages = style({ margin: `${vars.space.xs} 0`, paddingLeft: vars.space.lg });
