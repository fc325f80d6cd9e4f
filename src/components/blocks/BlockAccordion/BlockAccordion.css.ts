import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const accordion = style({
  margin: `${vars.space.xl} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});
export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '2.75rem',
  padding: `${vars.space.md} ${vars.space.xs}`,
  fontFamily: vars.font.heading,
  fontSize: '1.1875rem',
  fontWeight: 700,
  lineHeight: 1.35,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.link },
  },
});
export const summaryText = style({ overflowWrap: 'anywhere' });

export const chevron = style({
  fontSize: '1.25rem',
  color: vars.color.primary,
  transition: 'transform 150ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
globalStyle(`${item}[open] > ${summary} ${chevron}`, { transform: 'rotate(180deg)' });

export const panel = style({ padding: `0 ${vars.space.xs} ${vars.space.lg}` });
