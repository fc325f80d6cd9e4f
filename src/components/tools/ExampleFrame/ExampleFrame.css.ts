import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

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
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
});
export const of = style({ fontWeight: 400 });
export const stage = style({
  padding: vars.space.md,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  overflowWrap: 'anywhere',
});
