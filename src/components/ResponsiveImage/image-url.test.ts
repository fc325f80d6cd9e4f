import { describe, expect, it } from 'vitest';
import {
  imageCandidates,
  imageSrcSet,
  imageUrl,
  parseRatio,
  responsiveImageAttributes,
  sourceSize,
  type ImageSource,
} from './image-url.ts';

/** As the real backend sends it: a full-size crop URL with its own size and cache key. */
const crop: ImageSource = {
  url: '/media/qxxoj0t3/is.jpg',
  cropUrl: '/media/qxxoj0t3/is.jpg?width=1920&height=1280&v=1dbb85c7656e5b0',
  width: 1920,
  height: 1280,
  focalPoint: null,
};
const original: ImageSource = {
  url: 'https://cms.example.dk/media/abc/raadhus.jpg',
  cropUrl: null,
  width: 1000,
  height: 500,
  focalPoint: { left: 0.3, top: 0.4 },
};
const q80 = { quality: 80 };
const widthsOf = (srcset: string) =>
  srcset.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
const params = (url: string) => new URL(url, 'http://x').searchParams;

describe('imageUrl', () => {
  it("keeps the crop URL's v and query order, then sets size, rmode, autoorient, format and quality", () => {
    expect(imageUrl(crop, 640, q80)).toBe(
      '/media/qxxoj0t3/is.jpg?width=640&height=427&v=1dbb85c7656e5b0&rmode=crop&autoorient=true&format=webp&quality=80',
    );
  });

  it('uses quality 60 when asked (the energy-saver theme)', () => {
    expect(params(imageUrl(crop, 640, { quality: 60 })).get('quality')).toBe('60');
    expect(imageSrcSet(crop, { quality: 60 })).not.toContain('quality=80');
  });

  it('keeps an absolute URL absolute and a relative one relative', () => {
    expect(imageUrl(original, 640, q80)).toMatch(
      /^https:\/\/cms\.example\.dk\/media\/abc\/raadhus\.jpg\?width=640&height=320&/,
    );
    expect(imageUrl(crop, 640, q80)).toMatch(/^\/media\/qxxoj0t3\/is\.jpg\?/);
  });

  it('crops by a requested ratio, rounding the height', () => {
    expect(params(imageUrl(crop, 640, { ...q80, ratio: '16/9' })).get('height')).toBe('360');
    expect(params(imageUrl(crop, 320, { ...q80, ratio: 1 })).get('height')).toBe('320');
    expect(params(imageUrl(crop, 480, { ...q80, ratio: '4:3' })).get('height')).toBe('360');
    // The source's own ratio by default: 640 × 1280 / 1920 = 426.67.
    expect(params(imageUrl(crop, 640, q80)).get('height')).toBe('427');
  });

  it('never asks for more than the source, on either side', () => {
    const wide = params(imageUrl(crop, 4000, q80));
    expect([wide.get('width'), wide.get('height')]).toEqual(['1920', '1280']);
    // A square from a 1920 × 1280 source can be at most 1280 × 1280.
    const square = params(imageUrl(crop, 1600, { ...q80, ratio: 1 }));
    expect([square.get('width'), square.get('height')]).toEqual(['1280', '1280']);
  });

  it("reads the source size from the crop URL's query before the image's own", () => {
    const cropped = { ...crop, cropUrl: '/media/x.jpg?width=1200&height=675&rmode=crop' };
    expect(sourceSize(cropped)).toEqual({ width: 1200, height: 675 });
    expect(sourceSize({ ...crop, cropUrl: '/media/x.jpg?width=960' })).toEqual({
      width: 960,
      height: 640,
    });
    expect(sourceSize({ ...crop, cropUrl: null })).toEqual({ width: 1920, height: 1280 });
    expect(widthsOf(imageSrcSet(cropped, q80))).toEqual([320, 480, 640, 960]);
  });

  it('adds rxy from the focal point, with a literal comma, unless the URL has its own', () => {
    expect(imageUrl(original, 640, q80)).toMatch(/&rxy=0\.3,0\.4$/);
    expect(imageUrl({ ...original, focalPoint: null }, 640, q80)).not.toContain('rxy');
    const own = { ...original, cropUrl: `${original.url}?rxy=0.1,0.2` };
    const url = imageUrl(own, 640, q80);
    expect(url).toContain('rxy=0.1,0.2');
    expect(url.match(/rxy=/g)).toHaveLength(1);
  });

  it('only scales (rmode=max, no height) when the size is unknown', () => {
    const unknown = {
      url: '/media/x.png',
      cropUrl: null,
      width: null,
      height: null,
      focalPoint: null,
    };
    const url = params(imageUrl(unknown, 640, q80));
    expect(url.get('rmode')).toBe('max');
    expect(url.has('height')).toBe(false);
    expect(widthsOf(imageSrcSet(unknown, q80))).toEqual([320, 480, 640, 960, 1280, 1600, 1920]);
  });
});

describe('imageCandidates and the srcset', () => {
  it('offers the standard widths up to the source width, and a small source at its own size', () => {
    expect(widthsOf(imageSrcSet(original, q80))).toEqual([320, 480, 640, 960]);
    expect(widthsOf(imageSrcSet(crop, q80))).toEqual([320, 480, 640, 960, 1280, 1600, 1920]);
    const tiny = { ...original, width: 280, height: 180 };
    expect(imageCandidates(tiny, q80)).toEqual([
      expect.objectContaining({ width: 280, height: 180 }),
    ]);
    expect(widthsOf(imageSrcSet(crop, { ...q80, widths: [400, 800, 4000] }))).toEqual([400, 800]);
  });

  it('makes the candidates once per image and options, by value, and others for anything else', () => {
    const first = imageCandidates(crop, q80);
    // An image with the same fields is the same image: a reshape made again, or another page's.
    expect(imageCandidates({ ...crop }, { quality: 80 })).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const square = imageCandidates(crop, { ...q80, ratio: 1 });
    expect(square).not.toBe(first);
    expect(square.at(-1)).toEqual(expect.objectContaining({ width: 1280, height: 1280 }));
    expect(imageCandidates(crop, { quality: 60 })[0]!.url).toContain('quality=60');
    expect(imageCandidates(crop, { ...q80, widths: [400] })).toEqual([
      expect.objectContaining({ width: 400 }),
    ]);
    // Any field it is made of changed: its own candidates.
    const moved = imageCandidates({ ...crop, focalPoint: { left: 0.1, top: 0.9 } }, q80);
    expect(moved[0]!.url).toContain('rxy=0.1,0.9');
    const smaller = imageCandidates({ ...crop, cropUrl: null, width: 640, height: 480 }, q80);
    expect(smaller.at(-1)!.width).toBe(640);
  });

  it('drops widths that clamp to the same size', () => {
    // Squares from a 1920 × 1280 source stop at 1280.
    expect(widthsOf(imageSrcSet(crop, { ...q80, ratio: 1 }))).toEqual([320, 480, 640, 960, 1280]);
  });

  it('gives a mid-size src and the largest candidate as width and height', () => {
    const attributes = responsiveImageAttributes(crop, q80);
    expect(params(attributes.src).get('width')).toBe('960');
    expect([attributes.width, attributes.height]).toEqual([1920, 1280]);
    const square = responsiveImageAttributes(crop, { ...q80, ratio: '1/1' });
    expect([square.width, square.height]).toEqual([1280, 1280]);
  });

  it('parses ratios as numbers, a/b or a:b', () => {
    expect(parseRatio(1.5)).toBe(1.5);
    expect(parseRatio('16/9')).toBeCloseTo(16 / 9);
    expect(parseRatio('3:2')).toBe(1.5);
    expect(parseRatio('wide')).toBeNull();
    expect(parseRatio(0)).toBeNull();
    expect(parseRatio(null)).toBeNull();
  });
});
