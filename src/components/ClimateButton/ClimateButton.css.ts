import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { print: { display: 'none' } },
});
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: '0.9375rem' });
export const status = style({ margin: 0, flexBasis: '100%' });
