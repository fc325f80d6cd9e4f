import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { monoFontStack } from '#src/styles/typography.ts';

export const gallery = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  listStyle: 'none',
  margin: `${vars.space.md} 0`,
  padding: 0,
});
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const glyph = style({ fontSize: '1.75rem', lineHeight: 1 });
export const name = style({
  fontFamily: monoFontStack,
  fontSize: '0.9375rem',
  overflowWrap: 'anywhere',
  textAlign: 'center',
});
