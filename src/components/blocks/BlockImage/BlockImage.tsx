import type { BlockProps } from '../registry.tsx';
import type { Image } from '#src/server/cms/types.ts';
import * as styles from './BlockImage.css.ts';

/** Widths offered in `srcset`; none above the original. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1600, 1920] as const;
/** The article column is 46rem wide from the 48rem breakpoint. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 48rem) 46rem, 100vw';

type Source = Pick<Image, 'url' | 'width' | 'height' | 'focalPoint'>;

/** The widths to offer: those not larger than the original, and always at least one. */
export function imageWidths(originalWidth: number | null): number[] {
  if (originalWidth == null || originalWidth <= 0) return [...IMAGE_WIDTHS];
  const widths = IMAGE_WIDTHS.filter((w) => w <= originalWidth);
  return widths.length > 0 ? widths : [Math.round(originalWidth)];
}

/**
 * One ImageSharp resize URL. With known dimensions it crops to the original aspect ratio (around
 * the focal point); without them it only scales (`rmode=max`), which keeps the ratio by itself.
 */
export function imageUrl(image: Source, width: number, quality: number): string {
  const params = new URLSearchParams({ width: String(width) });
  if (image.width && image.height) {
    params.set('height', String(Math.round((width * image.height) / image.width)));
    params.set('rmode', 'crop');
  } else {
    params.set('rmode', 'max');
  }
  params.set('format', 'webp');
  params.set('quality', String(quality));
  let query = params.toString();
  // The focal point keeps its literal comma, as ImageSharp expects `rxy=left,top`.
  if (image.focalPoint) query += `&rxy=${image.focalPoint.left},${image.focalPoint.top}`;
  return `${image.url}${image.url.includes('?') ? '&' : '?'}${query}`;
}

/** `srcset` for an image: `url?width=W&height=H&rmode=crop&format=webp&quality=Q[&rxy=l,t] Ww, …`. */
export function imageSrcSet(image: Source, quality: number): string {
  return imageWidths(image.width)
    .map((w) => `${imageUrl(image, w, quality)} ${w}w`)
    .join(', ');
}

/** Width and height of a ready-made crop, read from its own query (`?width=…&height=…`). */
function cropSize(cropUrl: string): { width: number; height: number } | null {
  const query = cropUrl.split('?')[1];
  if (!query) return null;
  const params = new URLSearchParams(query);
  const width = Number(params.get('width'));
  const height = Number(params.get('height'));
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * A lazy, responsive `<img>`: `cropUrl` as is when the CMS made a crop, else ImageSharp sizes.
 * Also used by BlockHereWeLive.
 */
export function ResponsiveImage({
  image,
  quality,
  sizes = ARTICLE_IMAGE_SIZES,
  className,
}: {
  image: Image;
  quality: number;
  sizes?: string;
  className?: string;
}) {
  if (image.cropUrl) {
    const size = cropSize(image.cropUrl);
    return (
      <img
        src={image.cropUrl}
        width={size?.width ?? image.width ?? undefined}
        height={size?.height ?? image.height ?? undefined}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        className={className}
      />
    );
  }
  const widths = imageWidths(image.width);
  // Fallback `src` for the rare browser without srcset: a mid-size version.
  const fallback = widths.filter((w) => w <= 1280).at(-1) ?? widths[0] ?? IMAGE_WIDTHS[0];
  return (
    <img
      src={imageUrl(image, fallback, quality)}
      srcSet={imageSrcSet(image, quality)}
      sizes={sizes}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

export function BlockImage({ image, caption, ctx }: BlockProps<'BlockImage'>) {
  const text = caption ?? image.caption;
  return (
    <figure className={styles.figure}>
      <ResponsiveImage image={image} quality={ctx.imageQuality} className={styles.image} />
      {text && <figcaption className={styles.caption}>{text}</figcaption>}
    </figure>
  );
}
