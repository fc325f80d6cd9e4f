import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.md,
});
export const field = style({ flex: '1 1 12rem', maxWidth: '20rem' });
export const label = style({ display: 'block', fontWeight: 700, marginBottom: vars.space.xs });
export const select = style({
  width: '100%',
  minHeight: '3rem',
  padding: vars.space.sm,
  border: `2px solid ${vars.color.onCanvas}`,
  borderRadius: vars.radius.sm,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  font: 'inherit',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
