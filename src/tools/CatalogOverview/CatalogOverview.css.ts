import { createGlobalTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { bareList, formRow, inlineList } from '#src/styles/utilities.css.ts';
import { themeAliases, themes } from '#src/styles/themes.ts';

export const intro = style({ maxWidth: vars.width.content });
export const jumpList = style({
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.md,
});
export const jumpTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.25rem' });
export const jumpGroups = style({
  ...bareList,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});
export const jumpGroupName = style({ fontWeight: 700 });
export const jumpItems = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg });
export const kindSection = style({ marginTop: vars.space.xxl });
export const kindHeading = style({
  paddingBottom: vars.space.sm,
  borderBottom: `4px solid ${vars.color.primary}`,
});
export const entry = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  scrollMarginTop: vars.space.md,
});
export const entryHeading = style({ marginTop: 0 });
export const kindLabel = style({ color: vars.color.muted, fontSize: '1rem', margin: 0 });
export const exampleLinks = style({
  ...inlineList,
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.sm} 0`,
});

/**
 * The preview area: the theme switch sets `data-theme` here, and the theme's colours apply to
 * the examples only, not to the tools bar (theme.css.ts scopes its own to `:root[data-theme]`).
 */
export const preview = style({
  // The examples' own canvas, so every theme's text keeps its contrast in the preview.
  background: vars.color.canvas,
  color: vars.color.onCanvas,
});
for (const alias of themeAliases) {
  const selector = `.${preview}[data-theme="${alias}"]`;
  createGlobalTheme(selector, vars.color, themes[alias].siteSettings.colors);
  globalStyle(selector, { colorScheme: themes[alias].siteSettings.colorScheme });
}

export const themeForm = style({
  ...formRow,
  gap: vars.space.sm,
  margin: `${vars.space.lg} 0`,
});
export const themeLabel = style({ display: 'block', fontWeight: 700 });
export const select = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  font: 'inherit',
  color: vars.color.onCanvas,
  background: vars.color.canvas,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
/** A single example, alone on the page a width frame loads. */
export const single = style({
  minHeight: '100vh',
  padding: vars.space.md,
  background: vars.color.canvas,
  color: vars.color.onCanvas,
  boxSizing: 'border-box',
});
