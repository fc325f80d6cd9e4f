import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const wrapper = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});
export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
});
/** The card fills its grid cell, so the cards of a row are equally high. */
export const card = style({ height: '100%' });
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
});
export const pageLink = style({
  display: 'inline-block',
  minWidth: '2.75rem',
  padding: vars.space.sm,
  textAlign: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  },
});
export const message = style({
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceVariant,
  color: vars.color.onSurfaceVariant,
});
