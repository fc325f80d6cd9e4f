import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const box = style({
  margin: `${vars.space.lg} 0`,
  padding: vars.space.lg,
  background: vars.color.surfaceVariant,
  color: vars.color.onSurfaceVariant,
  borderLeft: `6px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
});
export const title = style({ marginTop: 0, fontSize: '1.25rem' });
