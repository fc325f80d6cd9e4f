import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { bareList } from '#src/styles/utilities.css.ts';
import { wideHeader } from '#src/components/Header/wide-header.ts';

export const root = style({ position: 'static' });
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.onCanvas}`,
  borderRadius: vars.radius.sm,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  font: 'inherit',
  fontWeight: 700,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&[aria-expanded="true"], details[open] > &': {
      background: vars.color.onCanvas,
      color: vars.color.canvas,
    },
  },
});
/** Below the whole header (the search row stays in view), over the page. */
export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 50,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `4px solid ${vars.color.primary}`,
  boxShadow: '0 12px 24px rgb(0 0 0 / 0.15)',
});
export const panelInner = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [wideHeader]: { gridTemplateColumns: '3fr 1fr' } },
});
export const levels = style({
  ...bareList,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    '(min-width: 48rem)': { gridTemplateColumns: 'repeat(2, 1fr)' },
    '(min-width: 64rem)': { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});
/**
 * A top-level link reads as a link (the link colour, underlined), not as a section heading; its
 * sub-links are set in under it, behind a rule, so they read as its group.
 */
export const levelOne = style({
  fontSize: '1.125rem',
  fontWeight: 700,
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
globalStyle(`${levelOne}:hover`, { textDecorationThickness: '2px' });
export const levelTwo = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0 0`,
  padding: `0 0 0 ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.xs,
});
export const levelTwoLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} 0`,
  color: vars.color.link,
});
/** The header shows the service links itself on wide screens. */
export const serviceLinks = style({ '@media': { [wideHeader]: { display: 'none' } } });
export const side = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });
export const sideHeading = style({
  fontSize: '1rem',
  fontWeight: 700,
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
export const sideList = style({
  ...bareList,
  display: 'grid',
  gap: vars.space.xs,
});
