import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { inlineList } from '#src/styles/utilities.css.ts';

export const pager = style({
  ...inlineList,
  gap: vars.space.sm,
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
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
/** The pages a long list leaves out: '…', in line with the links. */
export const gap = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
});
