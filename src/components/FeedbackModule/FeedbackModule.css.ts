import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const module = style({
  margin: `${vars.space.xl} 0 0`,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.md,
  scrollMarginTop: vars.space.lg,
});
export const heading = style({ marginTop: 0, fontSize: '1.375rem' });
export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});
export const legend = style({
  fontWeight: 700,
  fontSize: '1.25rem',
  marginBottom: vars.space.sm,
  padding: 0,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
// The rating's error message stays in view above the buttons when the summary links to them.
globalStyle(`${row} button`, { scrollMarginTop: '6rem' });
export const label = style({ display: 'block', fontWeight: 700, marginBottom: vars.space.xs });
export const hint = style({
  display: 'block',
  color: vars.color.muted,
  fontSize: '1rem',
  marginBottom: vars.space.xs,
});
export const textarea = style({
  // A link in the error summary scrolls here: the field's label and message stay in view above.
  scrollMarginTop: '9rem',
  width: '100%',
  minHeight: '6rem',
  padding: vars.space.sm,
  border: `2px solid ${vars.color.onSurface}`,
  borderRadius: vars.radius.sm,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  font: 'inherit',
});
export const input = style([textarea, { minHeight: '2.75rem' }]);
/**
 * A field's error message: bold, in the surface's own colour (danger red as text fails AA in the
 * energy-saver theme), set off by a danger line at its start, as the field's border is.
 */
export const error = style({
  fontWeight: 700,
  margin: `${vars.space.xs} 0`,
  paddingLeft: vars.space.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
});
/** The character count under the comment, as the visitor types. */
export const count = style({ margin: `${vars.space.xs} 0 0`, fontSize: '1rem' });
/** Past the limit: bold, set off by a danger line as an error message is. */
export const countOver = style({
  fontWeight: 700,
  paddingLeft: vars.space.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
});
export const status = style({ fontWeight: 700, margin: 0, scrollMarginTop: vars.space.lg });
export const invalid = style({ borderColor: vars.color.danger, borderWidth: '4px' });
/** The thanks that replace the form once it is sent (focused after the submit). */
export const thanks = style({
  padding: vars.space.md,
  borderLeft: `6px solid ${vars.color.primary}`,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  scrollMarginTop: vars.space.lg,
});
export const thanksTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: '1.25rem' });
/** The subscription form's fields, one under the other. */
export const fields = style({ display: 'grid', gap: vars.space.md });
