import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { bareList, titleLink } from '#src/styles/utilities.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  ...bareList,
});
const cardBase = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius.sm,
});
export const card = styleVariants({
  open: [cardBase, { borderLeftColor: vars.color.primary }],
  closed: [cardBase, { borderLeftColor: vars.color.border }],
});

export const itemTitle = style({ margin: 0, fontSize: '1.25rem' });
export const itemLink = style({
  ...titleLink,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  marginTop: vars.space.sm,
});
const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  fontSize: '0.9375rem',
  fontWeight: 700,
  lineHeight: 1.3,
});
export const badge = styleVariants({
  open: [badgeBase, { background: vars.color.primary, color: vars.color.onPrimary }],
  closed: [
    badgeBase,
    { background: vars.color.surface, color: vars.color.onSurface, borderColor: vars.color.border },
  ],
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
export const label = style({ fontSize: '0.875rem', color: vars.color.muted });
export const value = style({ margin: 0, fontSize: '1rem', fontWeight: 700 });
