import { style } from '@vanilla-extract/css';
import { fieldLabel, textInput } from '#src/styles/forms.css.ts';
import { vars } from '#src/styles/theme.css.ts';

export const wrapper = style({
  maxWidth: '26rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const label = fieldLabel;
export const input = style([textInput]);
export const error = style({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `6px solid ${vars.color.danger}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
  fontWeight: 700,
});
/** An empty field's own message, above it, set off by a danger line. */
export const fieldError = style({
  margin: `0 0 ${vars.space.xs}`,
  paddingLeft: vars.space.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  fontWeight: 700,
});
