import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { inlineList } from '#src/styles/utilities.css.ts';

export const article = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});
export const teaser = style({ fontSize: '1.3rem', margin: `0 0 ${vars.space.lg}` });
export const crumbs = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} 0`,
  fontSize: '1rem',
});
export const crumbList = style({
  ...inlineList,
  gap: vars.space.sm,
  margin: 0,
});
export const crumbSep = style({ marginLeft: vars.space.sm, color: vars.color.muted });
export const updated = style({
  color: vars.color.muted,
  fontSize: '1rem',
  marginTop: vars.space.xl,
});
export const heroImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  margin: `${vars.space.lg} 0`,
});
export const fullWidth = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
});
/** The page's title above its start blocks, in the article's column. */
export const titleRow = style({
  maxWidth: vars.width.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} 0`,
});
export const title = style({ margin: 0 });
