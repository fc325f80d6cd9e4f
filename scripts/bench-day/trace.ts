import { seededRandom, shuffled } from '#mocks/fixtures/random.ts';

// The day `npm run bench:day` replays: visits over the generated site's pages, landing by Zipf's
// law, each followed by client-side navigations, and the editors' publishes, chosen by the same
// popularity. A function of its options only, so both policies get the very same day.

/**
 * A visitor's click: when (ms from the start, like `at`) and which link of the page then shown
 * (`pick`, 0…1, scaled to that page's links in reading order: the target is only known once the
 * page is there).
 */
export type Navigation = { at: number; pick: number };
/** A visit: it lands on `path` (a document), then navigates client-side (RSC payloads). */
export type Visit = {
  at: number;
  path: string;
  expectNotFound: boolean;
  navigations: Navigation[];
};
export type Publish = { at: number; path: string };
export type Trace = { visits: Visit[]; publishes: Publish[]; ranked: string[] };

export type TraceOptions = {
  /** The site's pages; the first (the front page) is the most visited, the rest in a seeded order. */
  paths: readonly string[];
  seed: number;
  /** Views per second (landings and navigations), from 0 ms to `seconds`. */
  rate: number;
  /** Client-side navigations per visit: visits land at `rate / (1 + navigations)` a second. */
  navigations: number;
  /** A visitor reads this long (ms, drawn evenly) before each click. */
  thinkMs: [min: number, max: number];
  seconds: number;
  /** Zipf's exponent (1: the k-th page is visited 1/k as often as the first). */
  zipfS: number;
  /** Share of views of addresses that do not exist (old links, typos): 404 is their answer. */
  notFoundShare: number;
  /** Publishes happen from `publishFrom` ms to `publishUntil` ms, one every `publishEvery` ms. */
  publishFrom: number;
  publishUntil: number;
  publishEvery: number;
  /** A page is published again only after this many ms (its last publish has become visible). */
  republishAfter: number;
};

/** Draws ranks 0…n-1 with P(k) ∝ 1/(k+1)^s, by a binary search of the cumulative weights. */
export function zipf(n: number, s: number, random: () => number): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cumulative[k] = sum += 1 / (k + 1) ** s;
  return () => {
    const target = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** Addresses that are not pages: what old links and typos ask for. */
const notFoundPaths = Array.from({ length: 40 }, (_, i) => `/gammel-side-${i + 1}/`);

export function makeTrace(o: TraceOptions): Trace {
  const [first, ...rest] = o.paths;
  const ranked = first === undefined ? [] : [first, ...shuffled(seededRandom(o.seed), rest)];
  const visits = seededRandom(o.seed + 1);
  const rank = zipf(ranked.length, o.zipfS, visits);
  const clicks = seededRandom(o.seed + 3);
  const visitRate = o.rate / (1 + o.navigations);
  const list: Visit[] = [];
  const count = Math.round(visitRate * o.seconds);
  for (let i = 0; i < count; i++) {
    const at = (i * 1000) / visitRate;
    const missing = visits() < o.notFoundShare;
    const path = missing ? notFoundPaths[rank() % notFoundPaths.length]! : ranked[rank()]!;
    const navigations: Navigation[] = [];
    let when = at;
    for (let n = 0; n < o.navigations; n++) {
      when += o.thinkMs[0] + clicks() * (o.thinkMs[1] - o.thinkMs[0]);
      navigations.push({ at: when, pick: clicks() });
    }
    list.push({ at, path, expectNotFound: missing, navigations });
  }
  const edits = seededRandom(o.seed + 2);
  const pick = zipf(ranked.length, o.zipfS, edits);
  const lastPublished = new Map<string, number>();
  const publishes: Publish[] = [];
  for (let at = o.publishFrom; at < o.publishUntil; at += o.publishEvery) {
    for (let tries = 0; tries < 100; tries++) {
      const path = ranked[pick()]!;
      const last = lastPublished.get(path);
      if (last !== undefined && at - last < o.republishAfter) continue;
      lastPublished.set(path, at);
      publishes.push({ at, path });
      break;
    }
  }
  return { visits: list, publishes, ranked };
}
