import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { typeScale, type TypeStepName } from './typography.ts';
// The page on paper.
import './print.css.ts';

const textStep = (name: TypeStepName) => ({
  fontSize: typeScale[name].fontSize,
  lineHeight: typeScale[name].lineHeight,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  ...textStep('body'),
  color: vars.color.onCanvas,
  background: vars.color.canvas,
  // A word longer than its line (a URL, "Krankenversicherungskarte" at 320 px) wraps rather than
  // pushing the page sideways; ordinary words never break.
  overflowWrap: 'break-word',
});
// Long compounds ("genbrugsstation", "Sorteringsvejledninger") hyphenate in the language the
// page or part says (`lang`), where the browser knows it, before they would be broken.
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  fontWeight: 700,
  margin: '1.5em 0 0.5em',
  hyphens: 'auto',
});
globalStyle('h1', { ...textStep('h1'), marginTop: 0 });
globalStyle('h2', textStep('h2'));
globalStyle('h3', textStep('h3'));
globalStyle('h4', textStep('h4'));
globalStyle('small', { fontSize: typeScale.small.fontSize });
globalStyle('a', { color: vars.color.link, textUnderlineOffset: '0.15em' });
globalStyle('a:hover', { textDecorationThickness: '2px' });

// Two rings: `focus` contrasts with canvas, surface and primary (footer) in every theme, and the
// inner `onFocus` ring separates it from the focused element itself.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 5px ${vars.color.onFocus}`,
});
// Windows high-contrast mode drops box-shadow; the outline (forced to a system colour) remains.
globalStyle(':focus-visible', { '@media': { '(forced-colors: active)': { boxShadow: 'none' } } });

globalStyle('img', { maxWidth: '100%', height: 'auto' });
globalStyle('::view-transition-old(t-page), ::view-transition-new(t-page)', {
  animationDuration: '150ms',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
globalStyle('::view-transition-group(*), ::view-transition-old(*), ::view-transition-new(*)', {
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});
