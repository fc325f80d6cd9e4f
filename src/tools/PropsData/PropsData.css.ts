import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const details = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
});
export const summary = style({ cursor: 'pointer', fontWeight: 700 });
export const pre = style({
  margin: `${vars.space.sm} 0 0`,
  padding: vars.space.sm,
  maxHeight: '24rem',
  overflow: 'auto',
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: '0.875rem',
  lineHeight: 1.45,
  whiteSpace: 'pre',
});
