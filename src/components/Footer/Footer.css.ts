import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const tagLine = style({
  background: vars.color.primaryVariant,
  color: vars.color.onPrimaryVariant,
  textAlign: 'center',
  fontSize: 'clamp(1.375rem, 1.2rem + 1vw, 1.75rem)',
  fontWeight: 700,
  padding: `${vars.space.xl} ${vars.space.md}`,
  margin: 0,
});
export const footer = style({ background: vars.color.primary, color: vars.color.onPrimary });
globalStyle(`${footer} a`, { color: vars.color.onPrimary });
export const inner = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});
export const heading = style({ fontSize: '1.125rem', margin: `0 0 ${vars.space.sm}` });
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const address = style({ fontStyle: 'normal', display: 'grid', gap: vars.space.xs });
export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2rem',
});
export const logo = style({
  display: 'block',
  maxWidth: '176px',
  height: 'auto',
  filter: 'brightness(0) invert(1)',
});
export const bottom = style({
  borderTop: `1px solid ${vars.color.onPrimary}`,
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'center',
  justifyContent: 'space-between',
});
/** The cookie and privacy links in the bottom row. */
export const policies = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});
globalStyle(`${policies} a`, { display: 'inline-block', paddingBlock: vars.space.xs });

// On paper: the contact details and address under a rule, side by side, without icons' extra room.
globalStyle(footer, {
  '@media': {
    print: { borderTop: '1px solid #000000', marginTop: vars.space.lg, breakInside: 'avoid' },
  },
});
globalStyle(`${footer} ${inner}`, {
  '@media': { print: { paddingBlock: vars.space.md, gap: vars.space.lg } },
});
globalStyle(`${footer} ${iconLink}`, { '@media': { print: { minHeight: 0 } } });
