import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const section = style({
  margin: `${vars.space.xl} 0`,
  background: vars.color.surfaceVariant,
  color: vars.color.onSurfaceVariant,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
/** Image and text side by side from 64rem; without an image the text takes the whole panel. */
export const withImage = style({
  '@media': {
    'screen and (min-width: 64rem)': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
    },
  },
});
export const media = style({
  '@media': { 'screen and (min-width: 64rem)': { position: 'relative' } },
});
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  '@media': {
    'screen and (min-width: 64rem)': {
      position: 'absolute',
      inset: 0,
      height: '100%',
      objectFit: 'cover',
    },
  },
});
export const body = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { 'screen and (min-width: 48rem)': { padding: vars.space.xl } },
});
export const title = style({ margin: 0 });
export const text = style({ margin: `${vars.space.sm} 0 0`, fontSize: '1.1875rem' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.lg,
  margin: `${vars.space.lg} 0 0`,
});
/** Value above label visually; label first in the source, so it is read first. */
export const fact = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  paddingTop: vars.space.sm,
  borderTop: `3px solid ${vars.color.primary}`,
});
export const label = style({ fontSize: '1rem' });
export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: 'clamp(1.75rem, 1.5rem + 1vw, 2.25rem)',
  fontWeight: 700,
  lineHeight: 1.15,
  overflowWrap: 'anywhere',
});
export const action = style({ marginTop: vars.space.xl });
