import { globalStyle, style } from '@vanilla-extract/css';
import { rowTarget, ruledTop } from '#src/styles/rows.css.ts';
import { vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';

export const section = style({ margin: `${vars.space.xl} 0` });
export const title = style({ margin: `0 0 ${vars.space.md}` });

export const list = style({
  ...bareList,
  ...ruledTop,
});

export const link = style({
  ...rowTarget,
  color: vars.color.link,
  fontWeight: 700,
  textDecoration: 'none',
});
export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const name = style({ overflowWrap: 'anywhere' });
globalStyle(`${link}:hover ${name}`, {
  textDecoration: 'underline',
  textDecorationThickness: '2px',
});
export const meta = style({
  fontSize: '0.9375rem',
  fontWeight: 400,
  color: vars.color.muted,
});

export const icon = style({
  fontSize: '1.25rem',
  transition: 'transform 120ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
globalStyle(`${link}:hover ${icon}`, { transform: 'translateX(2px)' });
