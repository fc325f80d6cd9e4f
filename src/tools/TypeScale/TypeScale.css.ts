import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const sample = style({ margin: 0, overflowWrap: 'anywhere' });
export const meta = style({ fontVariantNumeric: 'tabular-nums' });
export const facts = style({ maxWidth: vars.width.content });
