import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { monoFontStack } from './typography.ts';

/** Hidden on screen, still read by screen readers (e.g. a label that the layout shows as an icon). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A list laid out as a wrapping row, without bullets; each use adds its gap and margin. */
export const inlineList = {
  display: 'flex',
  flexWrap: 'wrap',
  listStyle: 'none',
  padding: 0,
} as const;

/** A form whose fields and button wrap as a row, lined up on the inputs' bottom edge. */
export const formRow = { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end' } as const;

/** Preformatted code that wraps instead of scrolling, so nothing needs a scrollable, focusable region. */
export const codeBlock = {
  margin: 0,
  fontFamily: monoFontStack,
  fontSize: '0.9375rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

/** A list without bullets or indent; each use sets its own layout. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * A title's link: a 44px-high target whose long words hyphenate, and wrap only when a word is
 * longer than the line ("anywhere" broke "25 minutter" as "minutt/er" in a narrow column).
 */
export const titleLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  minWidth: 0,
  overflowWrap: 'break-word',
  hyphens: 'auto',
} as const;

/** A bold link with an icon beside its text, 44px high (a list's "see all", a source link). */
export const iconLink = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  color: vars.color.link,
  fontWeight: 700,
} as const;
