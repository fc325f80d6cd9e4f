import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const feed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});
export const icon = style({ flex: 'none', width: '1em', height: '1em' });
