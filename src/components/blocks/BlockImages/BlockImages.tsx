import type { BlockProps } from '../block-props.ts';
import { ResponsiveImage } from '#src/components/ResponsiveImage/ResponsiveImage.tsx';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockImages.css.ts';
import type { BlockImagesContent } from './BlockImages.schema.ts';

/** Two or three columns in the article column, one on a phone. */
const SIZES = '(min-width: 48rem) 23rem, 100vw';
/** The ratio images are cropped to unless the editor asked for the complete image. */
const GRID_RATIO = '4/3';

/** A grid of figures; each shows its text (or caption) and the photo credit. */
export function BlockImages(block: BlockProps<BlockImagesContent>) {
  return (
    <BlockSection block={block} classes={styles}>
      <ul className={styles.grid}>
        {block.items.map((item, index) => {
          const text = item.text ?? item.caption;
          const credit = item.image.caption;
          return (
            <li key={`${item.image.url}-${index}`}>
              <figure className={styles.figure}>
                <ResponsiveImage
                  image={item.image}
                  quality={block.ctx.imageQuality}
                  ratio={item.showCompleteImage ? null : GRID_RATIO}
                  sizes={SIZES}
                  className={
                    item.showCompleteImage ? styles.image : `${styles.image} ${styles.cropped}`
                  }
                />
                {(text || credit) && (
                  <figcaption className={styles.caption}>
                    {text}
                    {credit && <small className={styles.credit}>{credit}</small>}
                  </figcaption>
                )}
              </figure>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
