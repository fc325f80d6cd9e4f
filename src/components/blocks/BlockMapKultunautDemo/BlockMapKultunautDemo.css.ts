import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { bareList, inlineList, titleLink } from '#src/styles/utilities.css.ts';

/** The static map is this many 256 px tiles wide and high. */
export const MAP_COLUMNS = 3;
export const MAP_ROWS = 2;

export const withMap = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    'screen and (min-width: 64rem)': {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'start',
    },
  },
});

export const map = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: `${MAP_COLUMNS} / ${MAP_ROWS}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${MAP_COLUMNS}, 1fr)`,
  gridTemplateRows: `repeat(${MAP_ROWS}, 1fr)`,
  width: '100%',
  height: '100%',
});
export const tile = style({ display: 'block', width: '100%', height: '100%', maxWidth: 'none' });
export const marker = style({
  position: 'absolute',
  display: 'grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  transform: 'translate(-50%, -50%)',
  borderRadius: '50%',
  border: `2px solid ${vars.color.canvas}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '0.875rem',
  fontWeight: 700,
  lineHeight: 1,
});

export const events = style({
  display: 'grid',
  gap: vars.space.sm,
  ...bareList,
});
export const event = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.sm,
});
export const number = style([marker, { position: 'static', flex: 'none', transform: 'none' }]);
export const eventTitle = style({ margin: 0, fontSize: '1.125rem', overflowWrap: 'anywhere' });
export const eventLink = style({
  ...titleLink,
});
export const eventFacts = style({
  ...inlineList,
  gap: `0 ${vars.space.md}`,
  margin: `${vars.space.xs} 0 0`,
  fontSize: '1rem',
  color: vars.color.muted,
});
export const eventFact = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
});
