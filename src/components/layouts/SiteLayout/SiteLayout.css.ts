import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const main = style({ flex: 1, viewTransitionName: 't-page', outline: 'none' });
/** The climate button and the go-to-top link, between the content and the footer. */
export const pageTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  boxSizing: 'border-box',
});
