import type { ReactNode } from 'react';
import type { Image, Link } from '#src/server/types.ts';
import type { Translate } from '#src/shared/dictionary/index.ts';
import { ResponsiveImage } from '#src/components/ResponsiveImage/ResponsiveImage.tsx';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import * as styles from './Card.css.ts';

export type CardProps = {
  /** Where the card leads; its name is the card's heading and accessible name. */
  link: Pick<Link, 'url' | 'name'> & { newWindow?: boolean };
  /** h3 below a block's h2 title, h2 when nothing heads the list (h4 in a search group). */
  headingLevel: 'h2' | 'h3' | 'h4';
  image?: Image | null;
  /** ImageSharp quality: `ctx.imageQuality` (80, or 60 in the energy-saver theme). */
  quality: number;
  /** How wide the image is shown in the list's layout. */
  sizes?: string;
  /** The image's crop; 3/2 unless a list wants another. */
  ratio?: '3/2' | '16/9';
  /** The link names the card, so the picture only illustrates it: `''` unless given. */
  imageAlt?: string;
  /** `eager` (and `high` priority for the first) for the cards in the first screen. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** A meta line between heading and teaser (date, type), shown in a `<p>`. */
  meta?: ReactNode;
  teaser?: string | null;
  /** Anything after the teaser (categories, facts). */
  children?: ReactNode;
  /** For the new-window hint: `ctx.t` in a block. */
  t: Translate;
  /** `canvas` or `surface` box, or a `row` of a divided list. */
  variant?: keyof typeof styles.card;
  /** `li` in a list; `article` for an item that stands on its own (inside the caller's `li`). */
  as?: 'li' | 'article';
  /** The list layout's hook (e.g. a slider's slide size). */
  className?: string;
};

/** One card of a list: optional image, a heading with the link, meta line, teaser and more. */
export function Card({
  link,
  headingLevel: Heading,
  image,
  quality,
  sizes,
  ratio = '3/2',
  imageAlt = '',
  loading,
  fetchPriority,
  meta,
  teaser,
  children,
  t,
  variant = 'canvas',
  as: Element = 'li',
  className,
}: CardProps) {
  const cardClass = styles.card[variant];
  return (
    <Element className={className ? `${cardClass} ${className}` : cardClass}>
      {image && (
        <ResponsiveImage
          image={image}
          quality={quality}
          ratio={ratio}
          sizes={sizes}
          alt={imageAlt}
          loading={loading}
          fetchPriority={fetchPriority}
          className={styles.image[ratio]}
        />
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <a
            href={link.url}
            className={styles.link}
            target={link.newWindow ? '_blank' : undefined}
            rel={link.newWindow ? 'noopener noreferrer' : undefined}
          >
            {link.name}
            {link.newWindow && <span className={visuallyHidden}> {t('link.newWindow')}</span>}
          </a>
        </Heading>
        {meta && <p className={styles.meta}>{meta}</p>}
        {teaser && <p className={styles.teaser}>{teaser}</p>}
        {children}
      </div>
    </Element>
  );
}
