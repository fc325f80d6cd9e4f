import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const wrapper = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});
/** The ways on: back (a button, with JavaScript) and the front page (a link), side by side. */
export const ways = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
export const button = style({
  display: 'inline-block',
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.sm,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.primaryVariant, color: vars.color.onPrimaryVariant },
  },
});
export const contact = style({
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.primary}`,
});
export const link = style({ fontWeight: 700 });
export const search = style({ marginTop: vars.space.xl });
export const searchLabel = style({
  display: 'block',
  fontWeight: 700,
  marginBottom: vars.space.xs,
});
export const searchRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const searchInput = style({
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  font: 'inherit',
  color: vars.color.onCanvas,
  background: vars.color.canvas,
  border: `2px solid ${vars.color.onCanvas}`,
  borderRadius: vars.radius.sm,
});
