import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: '1.125rem',
  lineHeight: 1.6,
  color: vars.color.onCanvas,
  background: vars.color.canvas,
});
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: 1.25,
  margin: '1.5em 0 0.5em',
});
globalStyle('h1', { fontSize: 'clamp(2rem, 1.5rem + 2vw, 2.75rem)', marginTop: 0 });
globalStyle('h2', { fontSize: 'clamp(1.5rem, 1.3rem + 1vw, 1.875rem)' });
globalStyle('h3', { fontSize: '1.375rem' });
globalStyle('a', { color: vars.color.link, textUnderlineOffset: '0.15em' });
globalStyle('a:hover', { textDecorationThickness: '2px' });
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 5px ${vars.color.onCanvas}`,
});
globalStyle('img', { maxWidth: '100%', height: 'auto' });
globalStyle('::view-transition-old(t-page), ::view-transition-new(t-page)', {
  animationDuration: '150ms',
});
