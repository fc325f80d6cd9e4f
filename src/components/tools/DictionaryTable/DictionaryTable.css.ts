import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
});
export const field = style({ flex: '1 1 16rem', maxWidth: '30rem' });
export const label = style({ display: 'block', fontWeight: 700, marginBottom: vars.space.xs });
export const input = style({
  width: '100%',
  minHeight: '3rem',
  padding: vars.space.sm,
  border: `2px solid ${vars.color.onCanvas}`,
  borderRadius: vars.radius.sm,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  font: 'inherit',
});
export const hint = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.muted,
  fontSize: '1rem',
});
export const status = style({ fontWeight: 700 });
