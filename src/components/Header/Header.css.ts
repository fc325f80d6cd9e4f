import { globalStyle, style } from '@vanilla-extract/css';
import { themeAliases, themes } from '#src/styles/themes.ts';
import { vars } from '#src/styles/theme.css.ts';
import { bareList, inlineList } from '#src/styles/utilities.css.ts';
import { wideHeader } from './wide-header.ts';

export const header = style({
  position: 'relative',
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  borderBottom: `1px solid ${vars.color.border}`,
});
/**
 * Narrow: the logo and the menu button share the first row whatever the width (the logo shrinks
 * first), the language link and search the second. Wide: one wrapping row in source order, the
 * header menu on a row of its own. No `order` anywhere: what you see is the Tab order.
 */
export const bar = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: vars.space.md,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
  '@media': {
    [wideHeader]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.md },
  },
});
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  minWidth: 0,
  color: vars.color.onCanvas,
  fontWeight: 700,
  fontSize: '1.25rem',
  textDecoration: 'none',
  minHeight: '2.75rem',
});
export const logo = style({ maxWidth: '176px', width: '100%', height: 'auto', display: 'block' });

// Themes whose header background wants the light logo variant show the logo inverted.
for (const alias of themeAliases) {
  if (themes[alias].siteSettings.logo.variant === 'light') {
    globalStyle(`:root[data-theme="${alias}"] ${logo}`, { filter: 'brightness(0) invert(1)' });
  }
}
/** `navigation.secondary`, wide screens only (the burger menu has them below that). */
export const serviceNav = style({
  display: 'none',
  // Never squeezed into two lines by the search beside it; the row wraps instead.
  '@media': { [wideHeader]: { display: 'block', flex: 'none', marginLeft: 'auto' } },
});
export const serviceLinks = style({
  ...bareList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});
export const serviceLink = style({ color: vars.color.onCanvas, fontWeight: 600 });
/** The language link and search: the second row when narrow, the end of the first when wide. */
export const tools = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  // Grows up to its maximum; space beyond that goes to the service links' auto margin. Wide
  // enough that the input shows its whole placeholder ("What do you need?", "Wonach suchen Sie?").
  '@media': { [wideHeader]: { flex: '1 1 24rem', maxWidth: '36rem', gap: vars.space.md } },
});
export const languageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  color: vars.color.onCanvas,
  fontWeight: 600,
});
/**
 * Narrow: a line of its own under the language link, so the input shows its whole placeholder
 * ("Hvad søger du?", "What do you need?"); wide: beside it.
 */
export const search = style({
  display: 'flex',
  flex: '1 1 100%',
  '@media': { [wideHeader]: { flex: '1 1 18rem' } },
});
export const searchInput = style({
  flex: 1,
  // Not its default 20 characters: on a narrow phone that pushed the page wider than the screen.
  width: 0,
  minWidth: '7rem',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.onCanvas}`,
  borderRight: 'none',
  borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}`,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  font: 'inherit',
});
export const searchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});
/** `navigation.main`: the header menu, wide screens only (the burger has it all below that). */
export const mainNav = style({
  display: 'none',
  width: '100%',
  '@media': { [wideHeader]: { display: 'block' } },
});
export const mainNavList = style({
  ...inlineList,
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
export const mainNavLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} 0`,
  color: vars.color.onCanvas,
  fontWeight: 600,
  selectors: {
    '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '0.3em' },
  },
});
