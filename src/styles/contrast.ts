import type { ColorToken, ThemeColors } from './themes.ts';

/** WCAG 2.1: 1.4.3 for text and large text, 1.4.11 for UI components, borders and focus rings. */
export type ContrastKind = 'text' | 'large' | 'ui';

const minimumRatio: Record<ContrastKind, number> = { text: 4.5, large: 3, ui: 3 };

const hexPattern = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const match = hexPattern.exec(hex.trim());
  if (!match?.[1]) throw new TypeError(`Not a #rgb or #rrggbb colour: ${JSON.stringify(hex)}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

/** Relative luminance as defined by WCAG 2.1 (sRGB, 0.03928 threshold). 0 = black, 1 = white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, 1 to 21, order-independent. Not rounded: WCAG forbids rounding up. */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA);
  const b = relativeLuminance(hexB);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** AA minimum: 4.5 for body text, 3 for large text and for UI components, borders and focus rings. */
export function meetsAA(ratio: number, kind: ContrastKind): boolean {
  return ratio >= minimumRatio[kind];
}

export type ContrastPair = {
  foreground: ColorToken;
  background: ColorToken;
  kind: ContrastKind;
  /** Where the pair meets on the page (Danish; shown on the colour list tool page). */
  usage: string;
  ratio: number;
  passes: boolean;
};

/** Every foreground/background combination the components use; each must meet AA in every theme. */
const requiredPairs: ReadonlyArray<Omit<ContrastPair, 'ratio' | 'passes'>> = [
  { foreground: 'onCanvas', background: 'canvas', kind: 'text', usage: 'Brødtekst og header' },
  { foreground: 'onSurface', background: 'surface', kind: 'text', usage: 'Tekst på flader' },
  {
    foreground: 'onSurfaceVariant',
    background: 'surfaceVariant',
    kind: 'text',
    usage: 'Tekst i faktabokse',
  },
  {
    foreground: 'onPrimary',
    background: 'primary',
    kind: 'text',
    usage: 'Footer (tekst og links), primære knapper, aktiv side i paginering',
  },
  {
    foreground: 'onPrimaryVariant',
    background: 'primaryVariant',
    kind: 'text',
    usage: 'Footerens tagline, knapper i hover',
  },
  { foreground: 'onSecondary', background: 'secondary', kind: 'text', usage: 'Sekundære knapper' },
  {
    foreground: 'onDanger',
    background: 'danger',
    kind: 'text',
    usage: 'Fejl og farlige handlinger',
  },
  {
    foreground: 'onFocus',
    background: 'focus',
    kind: 'text',
    usage: 'Skip-link, fokusringens kant',
  },
  { foreground: 'link', background: 'canvas', kind: 'text', usage: 'Links i brødtekst' },
  { foreground: 'link', background: 'surface', kind: 'text', usage: 'Links på flader' },
  {
    foreground: 'muted',
    background: 'canvas',
    kind: 'text',
    usage: 'Dæmpet tekst (datoer, noter)',
  },
  { foreground: 'muted', background: 'surface', kind: 'text', usage: 'Dæmpet tekst på flader' },
  { foreground: 'border', background: 'canvas', kind: 'ui', usage: 'Rammer om felter og tabeller' },
  { foreground: 'focus', background: 'canvas', kind: 'ui', usage: 'Fokusring på baggrund' },
  { foreground: 'focus', background: 'surface', kind: 'ui', usage: 'Fokusring på flader' },
  { foreground: 'focus', background: 'primary', kind: 'ui', usage: 'Fokusring i footer' },
  {
    foreground: 'primary',
    background: 'canvas',
    kind: 'ui',
    usage: 'Primære knapper og accentkanter på baggrund',
  },
  {
    foreground: 'primary',
    background: 'surface',
    kind: 'ui',
    usage: 'Ikoner og accentkanter på kort og flader',
  },
];

/** The pairs that must pass for one theme, with their measured ratio. */
export function themePairs(colors: ThemeColors): ContrastPair[] {
  return requiredPairs.map((pair) => {
    const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
    return { ...pair, ratio, passes: meetsAA(ratio, pair.kind) };
  });
}
