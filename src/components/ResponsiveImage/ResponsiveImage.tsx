import type { Image } from '#src/server/types.ts';
import { DEFAULT_IMAGE_SIZES, responsiveImageAttributes, type ImageRatio } from './image-url.ts';
import * as styles from './ResponsiveImage.css.ts';

export type ResponsiveImageProps = {
  image: Image;
  /** ImageSharp quality: `ctx.imageQuality` (80, or 60 in the energy-saver theme). */
  quality: number;
  /** How wide the image is shown; the article column by default. */
  sizes?: string;
  /** Crop to this width / height ratio (`16/9`, `1.5`); the source's own ratio by default. */
  ratio?: ImageRatio | null;
  /** The `srcset` widths to offer (never above the source's width). */
  widths?: readonly number[];
  /** Overrides the CMS's alt text, e.g. `''` when a card's link already names the image. */
  alt?: string;
  /** `eager` for an image that is in view on load (a page's top image). */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
};

/** An `<img>` with ImageSharp `srcset` the way Limbo.Nuxt.Image builds it (see image-url.ts). */
export function ResponsiveImage({
  image,
  quality,
  sizes = DEFAULT_IMAGE_SIZES,
  ratio,
  widths,
  alt,
  loading = 'lazy',
  fetchPriority,
  className,
}: ResponsiveImageProps) {
  const { src, srcSet, width, height } = responsiveImageAttributes(image, {
    quality,
    ratio,
    widths,
  });
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt ?? image.alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className ? `${styles.image} ${className}` : styles.image}
    />
  );
}
