import { style, styleVariants } from '@vanilla-extract/css';
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

/** A slide: most of a phone's width, at most 18rem, snapping to its start. */
export const slide = style({ flex: '0 0 min(80%, 18rem)', scrollSnapAlign: 'start' });
