import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const toc = style({
  margin: `${vars.space.lg} 0`,
  padding: vars.space.lg,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
});
export const heading = style({ fontSize: '1.125rem', margin: `0 0 ${vars.space.sm}` });
export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
export const sub = style({ marginLeft: vars.space.md, listStyle: 'circle' });
export const meta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.muted,
  margin: `0 0 ${vars.space.md}`,
});
