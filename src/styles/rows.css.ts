import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

// Rows ruled by a line above the first and below each, every row a full-width target at least
// 44px high with its icon at the far end: the accordion, borger.dk's micro articles and the link
// list share this look, so they share these styles.

/** The line above the first row; the list's own margins stay with the list. */
export const ruledTop = { borderTop: `1px solid ${vars.color.border}` } as const;

export const ruledRow = style({ borderBottom: `1px solid ${vars.color.border}` });

/** The row's target: text at the start, icon at the end. */
export const rowTarget = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '2.75rem',
  padding: `${vars.space.md} ${vars.space.xs}`,
} as const;

/** A `details` row: native disclosure, opens without JavaScript. */
export const disclosureSummary = style({
  ...rowTarget,
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
export const disclosureText = style({ overflowWrap: 'anywhere' });
export const disclosureChevron = style({
  fontSize: '1.25rem',
  color: vars.color.primary,
  transition: 'transform 150ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
globalStyle(`${ruledRow}[open] > ${disclosureSummary} ${disclosureChevron}`, {
  transform: 'rotate(180deg)',
});
export const disclosurePanel = style({ padding: `0 ${vars.space.xs} ${vars.space.lg}` });
