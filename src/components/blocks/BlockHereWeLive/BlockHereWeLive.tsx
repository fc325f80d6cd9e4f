import { useId } from 'react';
import type { BlockProps } from '../block-props.ts';
import { ResponsiveImage } from '#src/components/ResponsiveImage/ResponsiveImage.tsx';
import { Button } from '#src/components/Button/Button.tsx';
import { Icon } from '#src/components/Icon/Icon.tsx';
import * as styles from './BlockHereWeLive.css.ts';
import type { BlockHereWeLiveContent } from './BlockHereWeLive.schema.ts';

/** Beside the text from 64rem, so at most about half the page width. */
const SIZES = '(min-width: 78rem) 33rem, (min-width: 64rem) 42vw, 100vw';

export function BlockHereWeLive({
  title,
  text,
  image,
  items,
  link,
  ctx,
  anchor,
}: BlockProps<BlockHereWeLiveContent>) {
  const generated = useId();
  const id = anchor ?? generated;
  return (
    <section
      className={image ? `${styles.section} ${styles.withImage}` : styles.section}
      aria-labelledby={id}
    >
      {image && (
        <div className={styles.media}>
          <ResponsiveImage
            image={image}
            quality={ctx.imageQuality}
            sizes={SIZES}
            className={styles.image}
          />
        </div>
      )}
      <div className={styles.body}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {text && <p className={styles.text}>{text}</p>}
        {items.length > 0 && (
          <dl className={styles.facts}>
            {items.map((item, index) => (
              <div key={`${item.label}-${index}`} className={styles.fact}>
                <dt className={styles.label}>{item.label}</dt>
                <dd className={styles.value}>{item.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {link && (
          <div className={styles.action}>
            <Button href={link.url} icon="end" iconElement={<Icon name="arrow-right" />}>
              {link.name}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
