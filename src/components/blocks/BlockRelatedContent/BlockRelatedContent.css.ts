import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const section = style({ margin: `${vars.space.xl} 0`, minWidth: 0 });
export const title = style({ margin: `0 0 ${vars.space.md}` });
export const hint = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: '0.9375rem',
  color: vars.color.muted,
});

const listBase = style({ listStyle: 'none', margin: 0, padding: 0 });
export const list = styleVariants({
  grid: [
    listBase,
    {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
      gap: vars.space.md,
    },
  ],
  slider: [listBase, { display: 'flex', gap: vars.space.md }],
});

/** The slider: native horizontal scrolling with snap points; focusable, so arrow keys scroll it. */
export const scroller = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
});
globalStyle(`${list.slider} > ${card}`, {
  flex: '0 0 min(80%, 18rem)',
  scrollSnapAlign: 'start',
});

export const image = style({ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover' });
export const body = style({ padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}` });
export const cardTitle = style({ margin: 0, fontSize: '1.1875rem' });
export const link = style({
  color: vars.color.link,
  overflowWrap: 'anywhere',
  textDecoration: 'none',
  // The whole card is the link's target area; the link text keeps the focus ring.
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline', textDecorationThickness: '2px' },
  },
});
export const teaser = style({ margin: `${vars.space.sm} 0 0`, fontSize: '1rem' });
