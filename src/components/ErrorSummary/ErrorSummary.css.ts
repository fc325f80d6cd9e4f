import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

// The text keeps the surface's own colours (danger red as text fails AA in the energy-saver
// theme); the thick danger border sets the summary apart, as GOV.UK's does.
export const summary = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  border: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  scrollMarginTop: vars.space.lg,
  selectors: {
    '&:focus-visible, &:focus': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.25rem' });
export const list = style({ margin: 0, paddingLeft: vars.space.lg });
export const link = style({ color: vars.color.link, fontWeight: 700 });
