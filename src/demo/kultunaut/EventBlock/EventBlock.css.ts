import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const block = style({
  margin: `${vars.space.xl} 0`,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const title = style({ marginTop: 0 });
export const withAside = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 60rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' },
  },
});
export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: 700,
});
export const tip = style({
  padding: vars.space.lg,
  background: vars.color.surfaceVariant,
  color: vars.color.onSurfaceVariant,
  borderTop: `6px solid ${vars.color.secondary}`,
  borderRadius: vars.radius.md,
});
export const tipTitle = style({ marginTop: 0, fontSize: '1.25rem' });
export const tipList = style({ margin: 0, paddingLeft: vars.space.lg });
