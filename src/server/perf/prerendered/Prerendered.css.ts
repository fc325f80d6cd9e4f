import { style } from '@vanilla-extract/css';

/** The wrapper adds no box: the prerendered element lays out as if it were its parent's child. */
export const contents = style({ display: 'contents' });
