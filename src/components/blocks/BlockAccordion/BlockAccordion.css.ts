import { style } from '@vanilla-extract/css';
import { ruledTop } from '#src/styles/rows.css.ts';
import { vars } from '#src/styles/theme.css.ts';

export const accordion = style({ margin: `${vars.space.xl} 0`, ...ruledTop });
