import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { inlineList } from '#src/styles/utilities.css.ts';

export const list = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});
export const card = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderTop: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
});
export const title = style({ margin: 0, fontSize: '1.25rem', lineHeight: 1.3 });
export const meta = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: '1rem',
});
export const tags = style({
  ...inlineList,
  gap: vars.space.xs,
  margin: `${vars.space.xs} 0 0`,
  fontSize: '0.9375rem',
});
export const tag = style({
  padding: `0 ${vars.space.sm}`,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const empty = style({
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.md,
});
