import { globalStyle, style } from '@vanilla-extract/css';
import { themeAliases, themes } from '#src/styles/themes.ts';
import { vars } from '#src/styles/theme.css.ts';
import { bareList, inlineList } from '#src/styles/utilities.css.ts';

export const header = style({
  position: 'relative',
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
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  marginRight: 'auto',
  color: vars.color.onCanvas,
  fontWeight: 700,
  fontSize: '1.25rem',
  textDecoration: 'none',
  minHeight: '2.75rem',
});
export const logo = style({ maxWidth: '176px', height: 'auto', display: 'block' });

// Themes whose header background wants the light logo variant show the logo inverted.
for (const alias of themeAliases) {
  if (themes[alias].siteSettings.logo.variant === 'light') {
    globalStyle(`:root[data-theme="${alias}"] ${logo}`, { filter: 'brightness(0) invert(1)' });
  }
}
/** `navigation.main`: the header menu, from the tablet width (the burger has it all on phones). */
export const mainNav = style({
  display: 'none',
  order: 4,
  width: '100%',
  '@media': { '(min-width: 64rem)': { display: 'block' } },
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
export const serviceLinks = style({
  display: 'none',
  gap: vars.space.lg,
  ...bareList,
  '@media': { '(min-width: 64rem)': { display: 'flex' } },
});
export const serviceLink = style({ color: vars.color.onCanvas, fontWeight: 600 });
export const search = style({
  display: 'flex',
  order: 3,
  width: '100%',
  '@media': { '(min-width: 48rem)': { order: 0, width: 'auto' } },
});
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.onCanvas}`,
  borderRight: 'none',
  borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}`,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  font: 'inherit',
  '@media': { '(min-width: 48rem)': { width: '16rem' } },
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
