import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const intro = style({ maxWidth: vars.width.content });
export const notice = style({
  maxWidth: vars.width.content,
  padding: vars.space.md,
  background: vars.color.surfaceVariant,
  color: vars.color.onSurfaceVariant,
  borderLeft: `6px solid ${vars.color.secondary}`,
  borderRadius: vars.radius.sm,
});
export const mount = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '16rem',
  margin: `${vars.space.lg} 0`,
  padding: vars.space.lg,
  border: `3px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  textAlign: 'center',
});
export const mountText = style({ margin: 0, maxWidth: '30rem' });
export const checklist = style({ maxWidth: vars.width.content, paddingLeft: vars.space.lg });
export const checkItem = style({ marginBottom: vars.space.sm });
