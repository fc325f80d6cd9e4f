// The type scale and icon defaults as plain data. typography.css.ts and global.css.ts build the
// CSS from it; the typography tool page lists it.

/** System fonts only: nothing is downloaded, and each platform gets its own readable UI face. */
export const fontStack = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  heading:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
} as const;

/** Code, keys and JSON in the tools: the platform's own monospace face. */
export const monoFontStack = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** Minor third: each step is 1.2 × the one below it. */
export const typeScaleRatio = 1.2;
/** Body text size in rem (18 px at the browser default). */
export const baseFontSizeRem = 1.125;

export type TypeStepName = 'small' | 'body' | 'h4' | 'h3' | 'h2' | 'h1';

export type TypeStep = {
  name: TypeStepName;
  /** Position on the scale: size = base × ratio^step. */
  step: number;
  sizeRem: number;
  /** Size on a 20rem (320 px) viewport; the size grows linearly to `sizeRem` at 80rem (1280 px). */
  minSizeRem: number;
  lineHeight: number;
  fontWeight: number;
  /** The CSS `font-size` value. */
  fontSize: string;
};

const fluidFrom = 20;
const fluidTo = 80;
const round = (n: number) => Math.round(n * 10_000) / 10_000;

function typeStep(
  name: TypeStepName,
  step: number,
  lineHeight: number,
  fontWeight: number,
  // Large headings shrink by one step on narrow screens, so long Danish compounds still fit.
  mobileStep = step,
): TypeStep {
  const sizeRem = round(baseFontSizeRem * typeScaleRatio ** step);
  const minSizeRem = round(baseFontSizeRem * typeScaleRatio ** mobileStep);
  let fontSize = `${sizeRem}rem`;
  if (minSizeRem !== sizeRem) {
    const slope = (sizeRem - minSizeRem) / (fluidTo - fluidFrom);
    const intercept = round(minSizeRem - slope * fluidFrom);
    fontSize = `clamp(${minSizeRem}rem, ${intercept}rem + ${round(slope * 100)}vw, ${sizeRem}rem)`;
  }
  return { name, step, sizeRem, minSizeRem, lineHeight, fontWeight, fontSize };
}

/** Keyed by name, in order from smallest to largest. */
export const typeScale: Readonly<Record<TypeStepName, TypeStep>> = {
  small: typeStep('small', -1, 1.5, 400),
  body: typeStep('body', 0, 1.6, 400),
  h4: typeStep('h4', 1, 1.4, 700),
  h3: typeStep('h3', 2, 1.3, 700),
  h2: typeStep('h2', 3, 1.25, 700, 2),
  h1: typeStep('h1', 4, 1.2, 700, 3),
};

/** Icon defaults. Scaling is relative to the surrounding font size. */
export const iconDefaults = {
  baseIconWeight: 400,
  baseIconScaling: 1.125,
  variant: 'default',
} as const;
