import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { monoFontStack } from '#src/styles/typography.ts';

export const frame = style({
  margin: `${vars.space.lg} 0`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // Anchored frames should not hide under the top edge when jumped to.
  scrollMarginTop: vars.space.md,
});
export const summary = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    [`${frame}[open] > &`]: {
      borderBottom: `1px solid ${vars.color.border}`,
      borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    },
  },
});
/** Inline, so the disclosure marker stays on the heading's line. */
export const heading = style({
  display: 'inline',
  margin: 0,
  fontSize: '1.125rem',
  lineHeight: 1.4,
});
export const name = style({
  fontFamily: monoFontStack,
});
export const of = style({ fontWeight: 400 });
export const stage = style({
  padding: vars.space.md,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  overflowWrap: 'anywhere',
});
export const widths = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
});
export const widthLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.link,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-current]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: 700,
      textDecoration: 'none',
    },
  },
});
/** A frame wider than the screen scrolls sideways instead of squeezing the example. */
export const scroller = style({ overflowX: 'auto', padding: vars.space.md });
/** A frame of a chosen width; with JavaScript its height follows the example's. */
export const iframe = style({
  display: 'block',
  height: '40rem',
  maxWidth: 'none',
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.canvas,
});
/** A whole page's frame at full width: as wide as the stage. */
export const fullWidthIframe = style([iframe, { width: '100%' }]);
