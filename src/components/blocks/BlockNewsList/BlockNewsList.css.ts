import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { bareList, inlineList } from '#src/styles/utilities.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
  ...bareList,
});
export const type = style({ fontWeight: 700 });
export const categories = style({
  ...inlineList,
  gap: vars.space.xs,
  margin: 0,
});
export const category = style({
  padding: `0 ${vars.space.sm}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: '0.875rem',
});
