import { style } from '@vanilla-extract/css';
import { ruledTop } from '#src/styles/rows.css.ts';
import { vars } from '#src/styles/theme.css.ts';
import { iconLink } from '#src/styles/utilities.css.ts';

export const section = style({ margin: `${vars.space.xl} 0` });
export const title = style({ margin: 0 });
export const from = style({
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
  fontSize: '0.9375rem',
  color: vars.color.muted,
});
export const header = style({ fontSize: '1.1875rem', marginBottom: vars.space.lg });
export const element = style({ margin: `${vars.space.lg} 0` });
export const elementTitle = style({ margin: `0 0 ${vars.space.sm}` });

export const micro = style({ margin: `${vars.space.lg} 0`, ...ruledTop });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: '1rem',
});
export const byline = style({ color: vars.color.muted });
export const source = style({
  ...iconLink,
});
