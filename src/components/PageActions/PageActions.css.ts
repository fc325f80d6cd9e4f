import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.lg}`,
});
export const shareLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5em',
  minHeight: '2.5rem',
  padding: '0.5rem 1rem',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.onCanvas,
  fontWeight: 700,
  textDecoration: 'none',
});
