import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const wrapper = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});
export const message = style({
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceVariant,
  color: vars.color.onSurfaceVariant,
});
