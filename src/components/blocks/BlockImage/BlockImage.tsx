import type { BlockProps } from '../block-props.ts';
import { ResponsiveImage } from '#src/components/ResponsiveImage/ResponsiveImage.tsx';
import * as styles from './BlockImage.css.ts';
import type { BlockImageContent } from './BlockImage.schema.ts';

export function BlockImage({ image, caption, ctx }: BlockProps<BlockImageContent>) {
  const text = caption ?? image.caption;
  return (
    <figure className={styles.figure}>
      <ResponsiveImage image={image} quality={ctx.imageQuality} className={styles.image} />
      {text && <figcaption className={styles.caption}>{text}</figcaption>}
    </figure>
  );
}
