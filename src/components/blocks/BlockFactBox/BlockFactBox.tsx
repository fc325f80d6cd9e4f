import { useId } from 'react';
import type { BlockContentMap } from '#src/server/cms/types.ts';
import { RichText } from '#src/components/RichText/RichText.tsx';
import * as styles from './BlockFactBox.css.ts';

export function BlockFactBox({ title, text }: BlockContentMap['BlockFactBox']) {
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
