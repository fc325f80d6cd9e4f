// The eight site themes as plain data; the site part's `theme.alias` picks one.
// theme.css.ts turns this into CSS; the colour list tool and the contrast tests read the same
// objects, so what they check is exactly what the browser paints.
// The header takes the canvas colours, the footer the primary colours.

/** Every colour token of the theme contract (`vars.color.*`). */
export const colorTokens = [
  'canvas',
  'onCanvas',
  'surface',
  'onSurface',
  'surfaceVariant',
  'onSurfaceVariant',
  'primary',
  'onPrimary',
  'primaryVariant',
  'onPrimaryVariant',
  'secondary',
  'onSecondary',
  'danger',
  'onDanger',
  'link',
  'border',
  'focus',
  /** Text on the focus colour (skip link) and the inner ring of the focus indicator. */
  'onFocus',
  'muted',
] as const;

export type ColorToken = (typeof colorTokens)[number];
export type ThemeColors = Readonly<Record<ColorToken, string>>;

export const themeAliases = [
  'default',
  'dark',
  'energy-saver',
  'subsite-1',
  'subsite-2',
  'subsite-3',
  'subsite-4',
  'subsite-5',
] as const;

export type ThemeAlias = (typeof themeAliases)[number];

export function isThemeAlias(x: unknown): x is ThemeAlias {
  return typeof x === 'string' && (themeAliases as readonly string[]).includes(x);
}

export type Theme = {
  /** Danish name shown in the theme picker. */
  label: string;
  siteSettings: {
    colors: ThemeColors;
    /** Which logo suits the header (canvas) background: a dark logo on light canvases. */
    logo: { variant: 'dark' | 'light' };
    colorScheme: 'light' | 'dark';
  };
};

const ink = '#1b1b1b';

export const themes: Readonly<Record<ThemeAlias, Theme>> = {
  default: {
    label: 'Standard',
    siteSettings: {
      colors: {
        canvas: '#ffffff',
        onCanvas: ink,
        surface: '#f4f6f5',
        onSurface: ink,
        surfaceVariant: '#e3ebe7',
        onSurfaceVariant: ink,
        primary: '#0a4534',
        onPrimary: '#ffffff',
        primaryVariant: '#137257',
        onPrimaryVariant: '#ffffff',
        secondary: '#f2c94c',
        onSecondary: ink,
        danger: '#b3261e',
        onDanger: '#ffffff',
        link: '#0b5f8a',
        border: '#7d8a84',
        focus: '#d86a00',
        onFocus: ink,
        muted: '#4a5550',
      },
      logo: { variant: 'dark' },
      colorScheme: 'light',
    },
  },
  dark: {
    label: 'Mørk',
    siteSettings: {
      colors: {
        canvas: '#121212',
        onCanvas: '#e8e8e8',
        surface: '#1e1e1e',
        onSurface: '#e8e8e8',
        surfaceVariant: '#1f2e28',
        onSurfaceVariant: '#e8e8e8',
        primary: '#1f7a5a',
        onPrimary: '#ffffff',
        primaryVariant: '#184d3b',
        onPrimaryVariant: '#ffffff',
        secondary: '#f2c94c',
        onSecondary: '#121212',
        danger: '#f28b82',
        onDanger: '#121212',
        link: '#8cc8ff',
        border: '#757575',
        focus: '#ffcc4d',
        onFocus: '#121212',
        muted: '#b0b0b0',
      },
      logo: { variant: 'light' },
      colorScheme: 'dark',
    },
  },
  'energy-saver': {
    label: 'Energibesparende',
    siteSettings: {
      // Black canvas switches OLED pixels off; large areas stay dark and text is dimmed.
      // Primary cannot be darker (it must keep 3:1 against black), so footer text is the
      // brightest text on the page, to keep 4.5:1 on it.
      colors: {
        canvas: '#000000',
        onCanvas: '#a8a8a8',
        surface: '#0a0a0a',
        onSurface: '#a8a8a8',
        surfaceVariant: '#0d1713',
        onSurfaceVariant: '#a8a8a8',
        primary: '#2c6c51',
        onPrimary: '#dcdcdc',
        primaryVariant: '#173a2c',
        onPrimaryVariant: '#b4b4b4',
        secondary: '#4d3d10',
        onSecondary: '#c8c8c8',
        danger: '#5c1a16',
        onDanger: '#d8b8b5',
        link: '#5f94c2',
        border: '#5e5e5e',
        focus: '#e0b84a',
        onFocus: '#000000',
        muted: '#808080',
      },
      logo: { variant: 'light' },
      colorScheme: 'dark',
    },
  },
  'subsite-1': {
    label: 'Undersite 1 – Natur',
    siteSettings: {
      colors: {
        canvas: '#ffffff',
        onCanvas: ink,
        surface: '#f3f6ee',
        onSurface: ink,
        surfaceVariant: '#e2ebd6',
        onSurfaceVariant: ink,
        primary: '#264015',
        onPrimary: '#ffffff',
        primaryVariant: '#4a6e2c',
        onPrimaryVariant: '#ffffff',
        secondary: '#d9e8a6',
        onSecondary: ink,
        danger: '#b3261e',
        onDanger: '#ffffff',
        link: '#2d5e8a',
        border: '#828a7a',
        focus: '#d86a00',
        onFocus: ink,
        muted: '#4f5748',
      },
      logo: { variant: 'dark' },
      colorScheme: 'light',
    },
  },
  'subsite-2': {
    label: 'Undersite 2 – Hav',
    siteSettings: {
      colors: {
        canvas: '#ffffff',
        onCanvas: ink,
        surface: '#f0f5f8',
        onSurface: ink,
        surfaceVariant: '#dce9f1',
        onSurfaceVariant: ink,
        primary: '#0b3d5c',
        onPrimary: '#ffffff',
        primaryVariant: '#17618f',
        onPrimaryVariant: '#ffffff',
        secondary: '#9fd6e0',
        onSecondary: ink,
        danger: '#b3261e',
        onDanger: '#ffffff',
        link: '#0a58a8',
        border: '#7a8891',
        focus: '#d86a00',
        onFocus: ink,
        muted: '#4a5661',
      },
      logo: { variant: 'dark' },
      colorScheme: 'light',
    },
  },
  'subsite-3': {
    label: 'Undersite 3 – Kultur',
    siteSettings: {
      colors: {
        canvas: '#ffffff',
        onCanvas: ink,
        surface: '#f7f2f6',
        onSurface: ink,
        surfaceVariant: '#eddfea',
        onSurfaceVariant: ink,
        primary: '#4a1942',
        onPrimary: '#ffffff',
        primaryVariant: '#74306a',
        onPrimaryVariant: '#ffffff',
        secondary: '#f0c3a8',
        onSecondary: ink,
        danger: '#b3261e',
        onDanger: '#ffffff',
        link: '#6a2a8f',
        border: '#8a7f88',
        focus: '#d86a00',
        onFocus: ink,
        muted: '#584c56',
      },
      logo: { variant: 'dark' },
      colorScheme: 'light',
    },
  },
  'subsite-4': {
    label: 'Undersite 4 – Idræt',
    siteSettings: {
      colors: {
        canvas: '#ffffff',
        onCanvas: ink,
        surface: '#faf4ef',
        onSurface: ink,
        surfaceVariant: '#f2e2d4',
        onSurfaceVariant: ink,
        primary: '#5c2a0c',
        onPrimary: '#ffffff',
        primaryVariant: '#8a4513',
        onPrimaryVariant: '#ffffff',
        secondary: '#f6b26b',
        onSecondary: ink,
        danger: '#b3261e',
        onDanger: '#ffffff',
        link: '#0b5f8a',
        border: '#8f8177',
        // Blue ring: an orange one would blend with the orange-brown brand.
        focus: '#3a8ad6',
        onFocus: ink,
        muted: '#5a4d44',
      },
      logo: { variant: 'dark' },
      colorScheme: 'light',
    },
  },
  'subsite-5': {
    label: 'Undersite 5 – Kulturarv',
    siteSettings: {
      colors: {
        canvas: '#ffffff',
        onCanvas: ink,
        surface: '#f8f3f1',
        onSurface: ink,
        surfaceVariant: '#efdfda',
        onSurfaceVariant: ink,
        primary: '#6e1616',
        onPrimary: '#ffffff',
        primaryVariant: '#9a2a24',
        onPrimaryVariant: '#ffffff',
        secondary: '#e3c98f',
        onSecondary: ink,
        danger: '#b3261e',
        onDanger: '#ffffff',
        link: '#0b5f8a',
        border: '#8c7f7c',
        focus: '#3a8ad6',
        onFocus: ink,
        muted: '#594c49',
      },
      logo: { variant: 'dark' },
      colorScheme: 'light',
    },
  },
};
