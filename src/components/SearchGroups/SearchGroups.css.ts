import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const group = style({ margin: `${vars.space.xl} 0` });
export const count = style({ margin: `${vars.space.sm} 0 ${vars.space.md}` });
export const narrow = style({ margin: `${vars.space.md} 0` });
