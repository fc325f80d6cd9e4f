import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const wrapper = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});
export const button = style({
  display: 'inline-block',
  marginTop: vars.space.md,
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
