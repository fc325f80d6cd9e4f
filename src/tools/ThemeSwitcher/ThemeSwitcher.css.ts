import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const form = style({
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  fontWeight: 700,
  fontSize: '1.25rem',
  marginBottom: vars.space.sm,
});
export const options = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  listStyle: 'none',
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  cursor: 'pointer',
});
export const radio = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.primary,
});
export const status = style({ margin: `${vars.space.sm} 0 0`, fontWeight: 700 });
