import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

/** A calm panel around the rows; the rows themselves come from BlockLinkList. */
export const section = style({
  margin: `${vars.space.xl} 0`,
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.md,
  '@media': {
    'screen and (min-width: 48rem)': { padding: `${vars.space.lg} ${vars.space.xl}` },
  },
});
export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: '1.375rem' });
