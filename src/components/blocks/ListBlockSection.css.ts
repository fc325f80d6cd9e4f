import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

// The frame every list block shares (events, hearings, jobs, news, the map): its section, its h2
// title and the message it shows when the list is empty.

export const section = style({ margin: `${vars.space.xl} 0` });
export const title = style({ margin: `0 0 ${vars.space.md}` });
export const empty = style({ color: vars.color.muted });
