import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const header = style({
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const bar = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.onCanvas,
  fontWeight: 700,
  fontSize: '1.25rem',
  textDecoration: 'none',
});
export const logo = style({ maxWidth: '176px', height: 'auto', display: 'block' });
export const languages = style({
  display: 'flex',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const main = style({ flex: 1, viewTransitionName: 't-page' });
export const tagLine = style({
  background: vars.color.primaryVariant,
  color: vars.color.onPrimaryVariant,
  textAlign: 'center',
  fontSize: '1.5rem',
  fontWeight: 700,
  padding: `${vars.space.xl} ${vars.space.md}`,
  margin: 0,
});
export const footer = style({ background: vars.color.primary, color: vars.color.onPrimary });
export const footerInner = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});
export const footerLink = style({ color: vars.color.onPrimary });
export const footerList = style({ listStyle: 'none', padding: 0, margin: 0 });
export const footerHeading = style({ fontSize: '1.125rem', marginTop: 0 });
export const address = style({ fontStyle: 'normal' });
