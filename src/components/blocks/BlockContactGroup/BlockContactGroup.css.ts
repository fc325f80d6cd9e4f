import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';

export const section = style({ margin: `${vars.space.xl} 0` });
export const title = style({ margin: `0 0 ${vars.space.md}` });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.md,
  ...bareList,
  '@media': { 'screen and (min-width: 64rem)': { gap: vars.space.lg } },
});
export const card = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderTop: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
});
export const name = style({ margin: 0, fontSize: '1.25rem' });
export const role = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted });

export const details = style({ margin: `${vars.space.md} 0 0` });
export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  fontSize: '0.875rem',
  fontWeight: 700,
  color: vars.color.muted,
});
export const icon = style({ fontSize: '1rem', color: vars.color.primary });
/** Indented to line up with the label text, past the icon. */
export const value = style({
  margin: 0,
  paddingLeft: `calc(1.125rem + ${vars.space.sm})`,
  overflowWrap: 'anywhere',
});
/** Phone and email are the card's actions: give them a full-size hit target. */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  fontWeight: 700,
});
