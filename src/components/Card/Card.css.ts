import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { iconLink } from '#src/styles/utilities.css.ts';

/** Every card is a column; its link's `::after` covers it, so it is positioned. */
const base = style({ position: 'relative', display: 'flex', flexDirection: 'column' });
const box = style([
  base,
  {
    overflow: 'hidden',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
  },
]);

/**
 * `canvas` and `surface` are boxes (surface with a primary top edge); `row` is an item of a list
 * divided by lines, without a box (the list draws the top line).
 */
export const card = styleVariants({
  canvas: [box, { background: vars.color.canvas, color: vars.color.onCanvas }],
  surface: [
    box,
    {
      background: vars.color.surface,
      color: vars.color.onSurface,
      borderTop: `4px solid ${vars.color.primary}`,
    },
  ],
  row: [
    base,
    {
      padding: `${vars.space.md} ${vars.space.xs}`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  ],
});

const imageBase = style({ width: '100%', objectFit: 'cover' });
export const image = styleVariants({
  '3/2': [imageBase, { aspectRatio: '3 / 2' }],
  '16/9': [imageBase, { aspectRatio: '16 / 9' }],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  selectors: { [`${card.row} > &`]: { gap: vars.space.xs, padding: 0 } },
});

export const title = style({ margin: 0, fontSize: '1.1875rem' });

export const link = style({
  color: vars.color.link,
  overflowWrap: 'anywhere',
  selectors: {
    // In a box the whole card is the link's target area; the link text keeps the focus ring.
    [`${card.canvas} &, ${card.surface} &`]: { textDecoration: 'none' },
    [`${card.canvas} &::after, ${card.surface} &::after`]: {
      content: '""',
      position: 'absolute',
      inset: 0,
    },
    [`${card.canvas} &:hover, ${card.surface} &:hover`]: {
      textDecoration: 'underline',
      textDecorationThickness: '2px',
    },
    // In a row the link itself is a target of at least 44px height.
    [`${card.row} &`]: { display: 'inline-flex', alignItems: 'center', minHeight: '2.75rem' },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  fontSize: '0.9375rem',
  color: vars.color.muted,
});

export const teaser = style({
  margin: 0,
  fontSize: '1rem',
  selectors: { [`${card.row} &`]: { fontSize: 'inherit' } },
});

/** The "see all" link under a list of cards (news, events). */
export const more = style({ margin: `${vars.space.lg} 0 0` });
export const moreLink = style({
  ...iconLink,
});
