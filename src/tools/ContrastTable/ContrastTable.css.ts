import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

/** Background swatch with a bar of the foreground colour on it; colours come inline. */
export const pair = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '2rem',
  border: `1px solid ${vars.color.onCanvas}`,
  borderRadius: vars.radius.sm,
  forcedColorAdjust: 'none',
});
export const bar = style({
  display: 'block',
  width: '1.75rem',
  height: '0.5rem',
  borderRadius: '2px',
});
export const ratio = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

const verdict = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: 700,
});
export const result = styleVariants({
  pass: [verdict],
  // A failing pair stands out without relying on colour alone: the text says it too.
  fail: [
    verdict,
    {
      padding: `0 ${vars.space.xs}`,
      background: vars.color.danger,
      color: vars.color.onDanger,
      borderRadius: vars.radius.sm,
    },
  ],
});
export const summary = style({ fontWeight: 700 });
