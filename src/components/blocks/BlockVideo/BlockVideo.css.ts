import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { inlineList } from '#src/styles/utilities.css.ts';

export const section = style({ margin: `${vars.space.xl} 0` });
export const title = style({ margin: `0 0 ${vars.space.md}` });

export const frame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const iframe = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

/** Same footprint as the player would have from 48rem, so the page does not jump on consent. */
export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceVariant,
  color: vars.color.onSurfaceVariant,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    'screen and (min-width: 48rem)': {
      minHeight: `calc(${vars.width.content} * 9 / 16)`,
      padding: vars.space.xl,
    },
  },
});
export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  fontSize: '1.1875rem',
  fontWeight: 700,
});
export const messageIcon = style({ marginTop: '0.2em', fontSize: '1.25rem' });
export const requires = style({ margin: 0 });
export const categories = style({
  ...inlineList,
  gap: vars.space.sm,
  margin: 0,
});
export const category = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: '1rem',
  fontWeight: 700,
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});
export const readMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  color: vars.color.onSurfaceVariant,
});

/** A video shown without its player: a link to it, with its picture when consent allows. */
export const watchLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignSelf: 'flex-start',
  maxWidth: '100%',
  color: vars.color.onSurfaceVariant,
  fontWeight: 700,
});
export const thumbnail = style({
  display: 'block',
  width: '100%',
  maxWidth: '32rem',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
export const watchText = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '2.75rem',
});
export const watchIcon = style({ marginTop: '0.2em', fontSize: '1.25rem', flexShrink: 0 });
