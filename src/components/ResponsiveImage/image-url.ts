import { LRUCache } from 'lru-cache';
import type { Image } from '#src/server/types.ts';

// ImageSharp resize URLs the way Limbo.Nuxt.Image's `umbraco-image-processor` builds them: start
// from the CMS's crop (or the original), keep its query (`v`, crop parameters), never ask for
// more pixels than the source has, and let the server crop to a ratio around the focal point.

export type ImageSource = Pick<Image, 'url' | 'cropUrl' | 'width' | 'height' | 'focalPoint'>;
/** Width / height as a number (`1.5`), or as text: `'16/9'`, `'16:9'`. */
export type ImageRatio = number | string;
export type ImageOptions = {
  /** ImageSharp quality: 80, or 60 in the energy-saver theme (`BlockContext.imageQuality`). */
  quality: number;
  /** Crop to this ratio; the source's own ratio when not given. */
  ratio?: ImageRatio | null;
  /** The widths to offer in `srcset`; none above the source's width is used. */
  widths?: readonly number[];
};
export type ImageCandidate = { url: string; width: number; height: number | null };

const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920] as const;
/** The article column: full width on a phone, 46rem from the 48rem breakpoint. */
export const DEFAULT_IMAGE_SIZES = '(min-width: 48rem) 46rem, 100vw';
/** The width the fallback `src` aims at: good enough for browsers without `srcset`. */
const FALLBACK_WIDTH = 960;

const positive = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : parseFloat(String(value ?? ''));
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** `1.5`, `'3/2'`, `'3:2'` or `'1.5'` as a number; null for anything that is not a ratio. */
export function parseRatio(ratio: ImageRatio | null | undefined): number | null {
  if (ratio == null || ratio === '') return null;
  if (typeof ratio === 'number') return positive(ratio);
  const parts = ratio.split(/[/:]/);
  if (parts.length === 2) return positive(Number(parts[0]) / Number(parts[1]));
  return parts.length === 1 ? positive(Number(ratio)) : null;
}

/** Address split into what comes before the query, the query, and the fragment. */
function splitUrl(url: string): { base: string; params: URLSearchParams; hash: string } {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = rest.indexOf('?');
  return queryAt >= 0
    ? { base: rest.slice(0, queryAt), params: new URLSearchParams(rest.slice(queryAt + 1)), hash }
    : { base: rest, params: new URLSearchParams(), hash };
}

/**
 * The size of what the URL serves: its own `width`/`height` query (the CMS's crop), else the
 * image's width and height. A query width alone scales the image's height along.
 */
export function sourceSize(image: ImageSource): { width: number | null; height: number | null } {
  const { params } = splitUrl(image.cropUrl ?? image.url);
  const queryWidth = positive(params.get('width'));
  const queryHeight = positive(params.get('height'));
  const width = positive(image.width);
  const height = positive(image.height);
  if (queryWidth && queryHeight) return { width: queryWidth, height: queryHeight };
  if (queryWidth)
    return { width: queryWidth, height: width && height ? (queryWidth * height) / width : null };
  if (queryHeight)
    return { width: width && height ? (queryHeight * width) / height : null, height: queryHeight };
  return { width, height };
}

/** Width and height to ask for at one requested width: by ratio, and never above the source. */
function dimensions(
  image: ImageSource,
  requested: number,
  ratioOption: ImageRatio | null | undefined,
): { width: number; height: number | null } {
  const source = sourceSize(image);
  const ratio =
    parseRatio(ratioOption) ??
    (source.width && source.height ? source.width / source.height : null);
  let width = requested;
  if (source.width && width > source.width) width = source.width;
  if (ratio && source.height && width / ratio > source.height) width = source.height * ratio;
  width = Math.max(1, Math.floor(width));
  if (!ratio) return { width, height: null };
  let height = Math.max(1, Math.round(width / ratio));
  if (source.height && height > source.height) height = Math.floor(source.height);
  return { width, height };
}

/**
 * One ImageSharp URL: the source's query kept, then `width`, `height` (by ratio) with
 * `rmode=crop` (or `rmode=max` when no height is known), `autoorient`, `format=webp`,
 * `quality`, and `rxy=left,top` from the focal point unless the URL has its own.
 */
export function imageUrl(image: ImageSource, width: number, options: ImageOptions): string {
  return candidate(image, width, options).url;
}

function candidate(image: ImageSource, requested: number, options: ImageOptions): ImageCandidate {
  const { base, params, hash } = splitUrl(image.cropUrl ?? image.url);
  const { width, height } = dimensions(image, requested, options.ratio);
  params.set('width', String(width));
  if (height) {
    params.set('height', String(height));
    params.set('rmode', 'crop');
  } else {
    params.delete('height');
    params.set('rmode', 'max');
  }
  params.set('autoorient', 'true');
  params.set('format', 'webp');
  params.set('quality', String(Math.round(options.quality)));
  if (image.focalPoint && !params.has('rxy')) {
    params.set('rxy', `${image.focalPoint.left},${image.focalPoint.top}`);
  }
  // ImageSharp reads `rxy=0.5,0.4` (and crop coordinates) with literal commas.
  const query = params.toString().replace(/%2C/gi, ',');
  return { url: `${base}?${query}${hash}`, width, height };
}

/**
 * Candidate sets made, by everything they are made of (the image's addresses, size and focal
 * point, and the options): every render of a page with a picture asks for the same ones again,
 * and a set costs about 0.03 ms to make. At most MOST_SETS are kept, the least used go first.
 */
const MOST_SETS = 1000;
const candidatesMade = new LRUCache<string, readonly ImageCandidate[]>({ max: MOST_SETS });

/** Every width to offer, clamped to the source and without duplicates, smallest first. */
export function imageCandidates(
  image: ImageSource,
  options: ImageOptions,
): readonly ImageCandidate[] {
  const { url, cropUrl, width, height, focalPoint } = image;
  const { quality, ratio, widths } = options;
  const key = JSON.stringify([url, cropUrl, width, height, focalPoint, quality, ratio, widths]);
  let candidates = candidatesMade.get(key);
  if (!candidates)
    candidatesMade.set(key, (candidates = Object.freeze(candidatesOf(image, options))));
  return candidates;
}

function candidatesOf(image: ImageSource, options: ImageOptions): ImageCandidate[] {
  const { width: sourceWidth } = sourceSize(image);
  const wanted = (options.widths ?? IMAGE_WIDTHS).filter((w) => positive(w));
  const fitting = sourceWidth ? wanted.filter((w) => w <= sourceWidth) : [...wanted];
  // A source smaller than every width is offered at its own size.
  const widths = fitting.length > 0 ? fitting : [sourceWidth ?? IMAGE_WIDTHS[0]];
  const byWidth = new Map<number, ImageCandidate>();
  for (const w of widths.sort((a, b) => a - b)) {
    const c = candidate(image, w, options);
    if (!byWidth.has(c.width)) byWidth.set(c.width, c);
  }
  return [...byWidth.values()];
}

/** `srcset`: `url 320w, url 640w, …`. */
export function imageSrcSet(image: ImageSource, options: ImageOptions): string {
  return imageCandidates(image, options)
    .map((c) => `${c.url} ${c.width}w`)
    .join(', ');
}

/**
 * The `<img>` attributes apart from alt and loading: a mid-size `src` for browsers without
 * `srcset`, the `srcset`, and the largest candidate's size (which sets the aspect ratio the
 * browser reserves before the image loads).
 */
export function responsiveImageAttributes(
  image: ImageSource,
  options: ImageOptions,
): { src: string; srcSet: string; width: number | undefined; height: number | undefined } {
  const candidates = imageCandidates(image, options);
  const fallback = candidates.filter((c) => c.width <= FALLBACK_WIDTH).at(-1) ?? candidates[0]!;
  const largest = candidates.at(-1)!;
  return {
    src: fallback.url,
    srcSet: candidates.map((c) => `${c.url} ${c.width}w`).join(', '),
    width: largest.height ? largest.width : (positive(image.width) ?? undefined),
    height: largest.height ?? positive(image.height) ?? undefined,
  };
}
