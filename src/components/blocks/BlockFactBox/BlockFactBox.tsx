import { useId } from 'react';
import type { BlockProps } from '../registry.tsx';
import { RichText } from '#src/components/RichText/RichText.tsx';
import * as styles from './BlockFactBox.css.ts';

export function BlockFactBox({ title, text }: BlockProps<'BlockFactBox'>) {
  const id = useId();
  return (
    <aside className={styles.box} aria-labelledby={title ? id : undefined}>
      {title && (
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      )}
      <RichText html={text} />
    </aside>
  );
}
