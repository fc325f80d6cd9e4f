import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/**
 * The page on paper (decision 018): black on white in every theme; the content, and the footer's
 * contact details and address; without what only works on a screen (header, menu, breadcrumb,
 * page actions, the feedback, share and subscription modules, buttons, players, consent banners).
 * Links out of the site print their address after their text; the site's own links are
 * root-relative (the backend sends them so), so an absolute http(s) address is a link out.
 */
const print = (rule: Parameters<typeof globalStyle>[1]) => ({ '@media': { print: rule } });

globalStyle(
  ':root, :root[data-theme]',
  print({
    colorScheme: 'light',
    vars: {
      [vars.color.canvas]: '#ffffff',
      [vars.color.onCanvas]: '#000000',
      [vars.color.surface]: '#ffffff',
      [vars.color.onSurface]: '#000000',
      [vars.color.surfaceVariant]: '#ffffff',
      [vars.color.onSurfaceVariant]: '#000000',
      [vars.color.primary]: '#ffffff',
      [vars.color.onPrimary]: '#000000',
      [vars.color.primaryVariant]: '#ffffff',
      [vars.color.onPrimaryVariant]: '#000000',
      [vars.color.link]: '#000000',
      [vars.color.muted]: '#000000',
    },
  }),
);
globalStyle('body', print({ color: '#000000', background: '#ffffff' }));

// Components mark what paper has no use for; the rest is hidden here by what it is. The consent
// banners are Cookie Information's (#coiOverlay and its renew button) and the sample's stand-in.
globalStyle(
  [
    '[data-print="hide"]',
    'button',
    'iframe',
    'dialog',
    '#coiOverlay',
    '#coi-banner-wrapper',
    '#Coi-Renew',
    '#cookie-information-template-wrapper',
    '#consent-standin',
  ].join(', '),
  print({ display: 'none !important' }),
);

// Links out of the site: their address after their text. `data-print-url="off"` opts a link out.
const external = ['http://', 'https://'].map(
  (scheme) => `a[href^="${scheme}"]:not([data-print-url="off"])`,
);
globalStyle(
  external.map((link) => `${link}::after`).join(', '),
  print({
    content: '" (" attr(href) ")"',
    fontSize: '0.875em',
    fontWeight: 400,
    overflowWrap: 'anywhere',
    // In a link laid out as a row (link lists), the address takes a line of its own.
    flexBasis: '100%',
  }),
);
globalStyle(external.join(', '), print({ flexWrap: 'wrap' }));

// No image larger than a third of an A4 page; none split across pages.
globalStyle(
  'img, svg, video, picture, figure',
  print({ maxWidth: '100% !important', breakInside: 'avoid' }),
);
globalStyle(
  'img',
  print({ maxHeight: '9cm !important', width: 'auto !important', objectFit: 'contain' }),
);

// Headings stay with what follows them; no lonely lines.
globalStyle('h1, h2, h3, h4', print({ breakAfter: 'avoid' }));
globalStyle('p, li', print({ orphans: 3, widows: 3 }));
// Closed micro-articles (borger.dk) print open: paper cannot be clicked.
globalStyle('details::details-content', print({ display: 'block', contentVisibility: 'visible' }));
