import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const banner = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.danger,
  color: vars.color.onDanger,
  textAlign: 'center',
});
export const loginPage = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});
