import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const page = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
});
export const intro = style({ fontSize: '1.25rem' });
export const cookies = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.md} 0 ${vars.space.xl}`,
  display: 'grid',
  gap: vars.space.md,
});
export const cookie = style({
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.sm,
});
globalStyle(`${cookie} p`, { margin: `${vars.space.xs} 0 0` });
export const cookieName = style({ margin: 0, fontSize: '1.125rem', overflowWrap: 'anywhere' });
export const nameLabel = style({ fontWeight: 400 });
