import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** The one look of text inputs, selects and textareas: a 2px border on the canvas colours. */
export const textInput = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: vars.space.sm,
  border: `2px solid ${vars.color.onCanvas}`,
  borderRadius: vars.radius.sm,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  font: 'inherit',
});

/** A field label above its input. */
export const fieldLabel = style({ display: 'block', fontWeight: 700, marginBottom: vars.space.xs });
