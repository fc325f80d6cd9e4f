import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const section = style({ margin: `${vars.space.xl} 0` });
export const title = style({ margin: `0 0 ${vars.space.md}` });
export const empty = style({ color: vars.color.muted });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const image = style({ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover' });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
});
export const cardTitle = style({ margin: 0, fontSize: '1.1875rem' });
export const link = style({
  color: vars.color.link,
  overflowWrap: 'anywhere',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline', textDecorationThickness: '2px' },
  },
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  fontSize: '0.9375rem',
  color: vars.color.muted,
});
export const type = style({ fontWeight: 700 });
export const teaser = style({ margin: 0, fontSize: '1rem' });
export const categories = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const category = style({
  padding: `0 ${vars.space.sm}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: '0.875rem',
});

export const more = style({ margin: `${vars.space.lg} 0 0` });
export const moreLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  color: vars.color.link,
  fontWeight: 700,
});
