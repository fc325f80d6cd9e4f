import { style } from '@vanilla-extract/css';
import { fieldLabel, textInput } from '#src/styles/forms.css.ts';
import { vars } from '#src/styles/theme.css.ts';
import { formRow } from '#src/styles/utilities.css.ts';

export const form = style({
  ...formRow,
  gap: vars.space.md,
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.md,
});
export const field = style({ flex: '1 1 12rem', maxWidth: '20rem' });
export const label = fieldLabel;
export const select = style([textInput, { minHeight: '3rem' }]);
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
