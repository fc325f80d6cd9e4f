import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const form = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  margin: `${vars.space.lg} 0`,
});
export const input = style({
  flex: '1 1 16rem',
  minHeight: '3rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.onCanvas}`,
  borderRadius: vars.radius.sm,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  font: 'inherit',
});
export const results = style({ minHeight: '4rem' });
