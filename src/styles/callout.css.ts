import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';

/** A boxed message set off by a thick line at its start: a notice, or a problem in danger red. */
export const callout = recipe({
  base: {
    margin: `${vars.space.md} 0`,
    padding: vars.space.md,
    background: vars.color.surface,
    color: vars.color.onSurface,
  },
  variants: {
    tone: {
      notice: { borderLeft: `6px solid ${vars.color.primary}` },
      problem: { borderLeft: `6px solid ${vars.color.danger}` },
    },
  },
});
