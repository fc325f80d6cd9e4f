// The guard of the uncached render: the content page may not cost more CPU per render than it did
// when its figure was recorded, beyond what the recorded run's own spread allows. `npm run bench`
// measures it (scripts/render-cost.mjs, in the same rounds as the mirror) and fails when it does
// not hold; it prints the figure to record after a change that is meant to cost more or less.

/** CPU ms per render of one page: the median of the rounds and their 10th and 90th percentiles. */
export type RenderFigure = { cpuMs: number; spread: readonly [number, number] };

/**
 * The content page's uncached render, as last recorded from `npm run bench` on a quiet machine
 * (7 December 2026: after the parts form of responses and the kept answers went): the median of
 * 30 rounds and their 10th and 90th percentiles.
 */
export const RECORDED = {
  path: '/borger/affald-og-genbrug/',
  cpuMs: 3.89,
  spread: [3.23, 4.76],
  date: '7 December 2026',
} as const satisfies RenderFigure & { path: string; date: string };

/**
 * How far above the recorded median a run may land: the width of the recorded rounds' spread.
 * The median of 30 rounds moves far less than one round does, so a run above it has most likely
 * become dearer, not only met a busier machine.
 */
export const toleranceMs = (recorded: RenderFigure) => recorded.spread[1] - recorded.spread[0];

/** Whether `measured` holds to the recorded figure, and the limit it was held to. */
export function guard(measured: RenderFigure, recorded: RenderFigure = RECORDED) {
  const limitMs = Math.round((recorded.cpuMs + toleranceMs(recorded)) * 100) / 100;
  return { holds: measured.cpuMs <= limitMs, limitMs };
}

/** A figure as printed: `3.32 ms (3.10–3.60)`. */
export const shown = (figure: RenderFigure) =>
  `${figure.cpuMs.toFixed(2)} ms (${figure.spread[0].toFixed(2)}–${figure.spread[1].toFixed(2)})`;
