import { style } from '@vanilla-extract/css';

/** Scales down with its container and keeps its ratio (the width/height attributes give it). */
export const image = style({ display: 'block', maxWidth: '100%', height: 'auto' });
