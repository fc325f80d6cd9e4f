import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { inlineList } from '#src/styles/utilities.css.ts';

export const module = style({ margin: `${vars.space.xl} 0 0`, scrollMarginTop: vars.space.lg });
export const heading = style({ fontSize: '1.25rem', margin: `0 0 ${vars.space.sm}` });
export const list = style({
  ...inlineList,
  gap: vars.space.sm,
  margin: 0,
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.onCanvas,
  textDecoration: 'none',
  fontWeight: 600,
});
export const status = style({ margin: `${vars.space.sm} 0 0`, minHeight: '1.5em' });
