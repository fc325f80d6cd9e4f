import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';

export const list = style({
  display: 'grid',
  ...bareList,
  borderTop: `1px solid ${vars.color.border}`,
});
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: '1rem',
});
export const fact = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const icon = style({ color: vars.color.primary, fontSize: '1.25rem' });
export const value = style({ margin: 0 });
