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
/**
 * A list's heading, where its pager lands (decision 032): after a page change it takes focus
 * from a script, so its ring shows on any focus (not only :focus-visible), and it stops clear of
 * the top edge.
 */
export const heading = style({
  scrollMarginTop: vars.space.md,
  selectors: {
    '&:focus': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      boxShadow: `0 0 0 5px ${vars.color.onFocus}`,
    },
  },
});
