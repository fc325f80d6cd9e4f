import type { BlockProps } from '../block-props.ts';
import { ResponsiveImage } from '#src/components/ResponsiveImage/ResponsiveImage.tsx';
import * as styles from './BlockImage.css.ts';

export function BlockImage({ image, caption, ctx }: BlockProps<'BlockImage'>) {
  const text = caption ?? image.caption;
  return (
    <figure className={styles.figure}>
      <ResponsiveImage image={image} quality={ctx.imageQuality} className={styles.image} />
      {text && <figcaption className={styles.caption}>{text}</figcaption>}
    </figure>
  );
}
