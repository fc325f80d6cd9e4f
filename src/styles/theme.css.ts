import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/** The one theme contract. Themes fill it; components read only `vars`. */
export const vars = createThemeContract({
  color: {
    canvas: null,
    onCanvas: null,
    surface: null,
    onSurface: null,
    surfaceVariant: null,
    onSurfaceVariant: null,
    primary: null,
    onPrimary: null,
    primaryVariant: null,
    onPrimaryVariant: null,
    secondary: null,
    onSecondary: null,
    danger: null,
    onDanger: null,
    link: null,
    border: null,
    focus: null,
    muted: null,
  },
  font: { body: null, heading: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null },
  width: { content: null, page: null },
});

const shared = {
  font: {
    body: '"Helvetica Neue", Arial, system-ui, sans-serif',
    heading: '"Helvetica Neue", Arial, system-ui, sans-serif',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: '4px', md: '8px' },
  width: { content: '46rem', page: '78rem' },
};

createGlobalTheme(':root', vars, {
  color: {
    canvas: '#ffffff',
    onCanvas: '#1b1b1b',
    surface: '#f4f6f5',
    onSurface: '#1b1b1b',
    surfaceVariant: '#e3ebe7',
    onSurfaceVariant: '#1b1b1b',
    primary: '#0b4f3c',
    onPrimary: '#ffffff',
    primaryVariant: '#137257',
    onPrimaryVariant: '#ffffff',
    secondary: '#f2c94c',
    onSecondary: '#1b1b1b',
    danger: '#b3261e',
    onDanger: '#ffffff',
    link: '#0b5f8a',
    border: '#c6cfcb',
    focus: '#ffbf47',
    muted: '#4a5550',
  },
  ...shared,
});
