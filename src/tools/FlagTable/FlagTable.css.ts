import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: '2px solid',
  fontWeight: 700,
});

/** Text carries the state; colour and the icon only repeat it. */
export const state = styleVariants({
  on: [
    pill,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  ],
  off: [
    pill,
    { background: vars.color.canvas, color: vars.color.onCanvas, borderColor: vars.color.border },
  ],
});
