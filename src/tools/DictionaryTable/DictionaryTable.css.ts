import { style } from '@vanilla-extract/css';
import { fieldLabel, textInput } from '#src/styles/forms.css.ts';
import { vars } from '#src/styles/theme.css.ts';
import { formRow } from '#src/styles/utilities.css.ts';

export const form = style({
  ...formRow,
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
});
export const field = style({ flex: '1 1 16rem', maxWidth: '30rem' });
export const label = fieldLabel;
export const input = style([textInput, { minHeight: '3rem' }]);
export const hint = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.muted,
  fontSize: '1rem',
});
export const status = style({ fontWeight: 700 });
