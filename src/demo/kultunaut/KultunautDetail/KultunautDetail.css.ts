import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const detail = style({ maxWidth: vars.width.content });
export const lead = style({ fontSize: '1.25rem', lineHeight: 1.5 });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.lg} 0`,
  padding: vars.space.md,
  background: vars.color.surfaceVariant,
  color: vars.color.onSurfaceVariant,
  borderLeft: `6px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
});
export const term = style({ fontWeight: 700 });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const notFound = style({
  maxWidth: vars.width.content,
  padding: vars.space.md,
  borderLeft: `6px solid ${vars.color.danger}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
});
export const back = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
