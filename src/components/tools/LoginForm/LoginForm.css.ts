import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const wrapper = style({
  maxWidth: '26rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const label = style({ display: 'block', fontWeight: 700, marginBottom: vars.space.xs });
export const input = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: vars.space.sm,
  border: `2px solid ${vars.color.onCanvas}`,
  borderRadius: vars.radius.sm,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  font: 'inherit',
});
export const error = style({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `6px solid ${vars.color.danger}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
  fontWeight: 700,
});
