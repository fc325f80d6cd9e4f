import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const problem = style({
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  borderLeft: `6px solid ${vars.color.danger}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
});
export const problemTitle = style({ margin: 0, fontWeight: 700 });
export const json = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9375rem',
  // Wraps instead of scrolling, so nothing needs a scrollable, focusable region.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const list = style({ margin: 0, paddingLeft: vars.space.lg });
