import { style } from '@vanilla-extract/css';
import { callout } from '#src/styles/callout.css.ts';
import { vars } from '#src/styles/theme.css.ts';
import { codeBlock } from '#src/styles/utilities.css.ts';

export const problem = callout({ tone: 'problem' });
export const problemTitle = style({ margin: 0, fontWeight: 700 });
export const json = style(codeBlock);
export const list = style({ margin: 0, paddingLeft: vars.space.lg });
