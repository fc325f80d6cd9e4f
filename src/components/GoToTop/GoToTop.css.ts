import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontWeight: 700,
  textDecoration: 'none',
  '@media': { print: { display: 'none' } },
});

export const link = styleVariants({
  /** Without JavaScript: an ordinary link at the end of the page. */
  inline: [base, { color: vars.color.link, textDecoration: 'underline' }],
  /** With JavaScript: a floating button in the corner once the visitor has scrolled. */
  floating: [
    base,
    {
      position: 'fixed',
      insetInlineEnd: vars.space.md,
      insetBlockEnd: vars.space.md,
      zIndex: 10,
      background: vars.color.primary,
      color: vars.color.onPrimary,
      border: `2px solid ${vars.color.onPrimary}`,
      boxShadow: '0 2px 8px rgb(0 0 0 / 30%)',
    },
  ],
});

/** The chevron points up. */
export const icon = style({ transform: 'rotate(180deg)' });
