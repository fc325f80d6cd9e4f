import { style } from '@vanilla-extract/css';
import { callout } from '#src/styles/callout.css.ts';
import { vars } from '#src/styles/theme.css.ts';
import { codeBlock } from '#src/styles/utilities.css.ts';
import { formRow } from '#src/styles/utilities.css.ts';
import { monoFontStack } from '#src/styles/typography.ts';

export const form = style({
  ...formRow,
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const input = style({
  minWidth: 'min(28rem, 100%)',
  padding: vars.space.sm,
  font: 'inherit',
  color: vars.color.onCanvas,
  background: vars.color.canvas,
  border: `2px solid ${vars.color.onCanvas}`,
});
export const button = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.onPrimary,
  background: vars.color.primary,
  border: `2px solid ${vars.color.primary}`,
  cursor: 'pointer',
});
export const notice = callout({ tone: 'notice' });
export const problem = callout({ tone: 'problem' });
export const strong = style({ margin: 0, fontWeight: 700 });
export const code = style({
  fontFamily: monoFontStack,
  fontSize: '0.9375rem',
  overflowWrap: 'anywhere',
});
export const part = style({
  margin: `${vars.space.sm} 0`,
  border: `1px solid ${vars.color.border}`,
});
export const summary = style({
  padding: vars.space.sm,
  fontWeight: 700,
  cursor: 'pointer',
  background: vars.color.surface,
  color: vars.color.onSurface,
});
export const json = style({ ...codeBlock, padding: vars.space.sm });
export const list = style({ margin: 0, paddingLeft: vars.space.lg });
