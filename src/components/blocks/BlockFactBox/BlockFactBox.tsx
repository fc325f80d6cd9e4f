import type { BlockProps } from '../registry.tsx';
import { RichText } from '#src/components/RichText/RichText.tsx';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockFactBox.css.ts';

export function BlockFactBox({ title, text }: BlockProps<'BlockFactBox'>) {
  return (
    <BlockSection title={title} className={styles.box} titleClassName={styles.title} as="aside">
      <RichText html={text} />
    </BlockSection>
  );
}
