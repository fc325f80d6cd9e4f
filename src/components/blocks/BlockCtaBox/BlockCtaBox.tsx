import { useId } from 'react';
import type { BlockProps } from '../block-props.ts';
import { Button } from '#src/components/Button/Button.tsx';
import { Icon } from '#src/components/Icon/Icon.tsx';
import * as styles from './BlockCtaBox.css.ts';
import type { BlockCtaBoxContent } from './BlockCtaBox.schema.ts';

/**
 * A call to action on a coloured panel. The link always opens in the same window: Button has no
 * `target`, and a call to action should not surprise with a new window.
 */
export function BlockCtaBox({ title, text, link, anchor }: BlockProps<BlockCtaBoxContent>) {
  const generated = useId();
  const id = anchor ?? generated;
  return (
    <section className={styles.box} aria-labelledby={id}>
      <div className={styles.body}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {text && <p className={styles.text}>{text}</p>}
      </div>
      {link && (
        <div className={styles.action}>
          <Button
            href={link.url}
            color="secondary"
            icon="end"
            iconElement={<Icon name="arrow-right" />}
          >
            {link.name}
          </Button>
        </div>
      )}
    </section>
  );
}
