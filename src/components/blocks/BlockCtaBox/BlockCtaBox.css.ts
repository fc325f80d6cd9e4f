import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const box = style({
  margin: `${vars.space.xl} 0`,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  '@media': {
    'screen and (min-width: 48rem)': { padding: `${vars.space.xl} ${vars.space.xxl}` },
    'screen and (min-width: 64rem)': {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      alignItems: 'center',
      columnGap: vars.space.xl,
    },
  },
});
export const body = style({ maxWidth: vars.width.content });
export const title = style({ margin: 0, color: 'inherit' });
export const text = style({ margin: `${vars.space.sm} 0 0`, fontSize: '1.1875rem' });
export const action = style({
  marginTop: vars.space.lg,
  '@media': { 'screen and (min-width: 64rem)': { marginTop: 0 } },
});
