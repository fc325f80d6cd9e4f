import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

/** Bottom left, above the content; the go-to-top link takes the bottom right. */
export const region = style({
  position: 'fixed',
  insetInlineStart: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: 20,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: 'min(26rem, calc(100vw - 2rem))',
  '@media': { print: { display: 'none' } },
});
export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  boxShadow: '0 4px 16px rgb(0 0 0 / 25%)',
  // Forced colours drop the background: keep an edge.
  border: '2px solid transparent',
});
export const text = style({ margin: 0, flex: 1, paddingBlock: vars.space.xs });
export const close = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { background: 'rgb(255 255 255 / 15%)' },
});
