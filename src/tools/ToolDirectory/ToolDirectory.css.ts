import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { monoFontStack } from '#src/styles/typography.ts';
import { bareList } from '#src/styles/utilities.css.ts';

export const intro = style({ maxWidth: vars.width.content });
export const list = style({
  ...bareList,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
});
export const card = style({
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const title = style({ margin: `0 0 ${vars.space.xs}`, fontSize: '1.25rem' });
export const meta = style({ margin: `${vars.space.xs} 0 0`, fontSize: '1rem' });
export const path = style({
  fontFamily: monoFontStack,
  overflowWrap: 'anywhere',
});
export const flag = style({
  display: 'inline-block',
  marginTop: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  fontSize: '0.9375rem',
});
export const hidden = style({ color: vars.color.muted });
