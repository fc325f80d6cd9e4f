import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';
import { bareList, titleLink } from '#src/styles/utilities.css.ts';

/** The toggle: the server renders the default view; JavaScript adds the buttons. */
export const views = style({ display: 'grid', gap: vars.space.md });
export const toolbar = style({
  display: 'flex',
  gap: vars.space.sm,
  justifySelf: 'end',
});
export const toggle = style({
  selectors: { [`${toolbar} &`]: { minHeight: '2.75rem' } },
});

// List view (the default): rows separated by lines.
export const jobs = style({
  display: 'grid',
  ...bareList,
  borderTop: `1px solid ${vars.color.border}`,
});
export const job = style({
  padding: `${vars.space.md} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const jobTitle = style({ margin: 0, fontSize: '1.25rem' });
export const jobLink = style({
  ...titleLink,
});
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.xs} 0 0`,
  fontSize: '1rem',
});
export const fact = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.xs}` });
export const label = style({
  color: vars.color.muted,
  selectors: { '&::after': { content: '":"' } },
});
export const value = style({ margin: 0, fontWeight: 700 });
export const expired = style({
  display: 'inline-block',
  marginLeft: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: '0.875rem',
  fontWeight: 700,
});

// Grid view: cards.
const grid = `${views}[data-view="grid"]`;
globalStyle(`${grid} ${jobs}`, {
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: vars.space.md,
  borderTop: 'none',
});
globalStyle(`${grid} ${job}`, {
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
});
globalStyle(`${grid} ${facts}`, { flexDirection: 'column', marginTop: vars.space.sm });
globalStyle(`${grid} ${fact}`, { flexDirection: 'column' });
globalStyle(`${grid} ${label}::after`, { content: 'none' });
