import type { BlockProps } from '../block-props.ts';
import { RichText } from '#src/components/RichText/RichText.tsx';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockFactBox.css.ts';

export function BlockFactBox({ title, text, anchor }: BlockProps<'BlockFactBox'>) {
  return (
    <BlockSection
      title={title}
      anchor={anchor}
      className={styles.box}
      titleClassName={styles.title}
      as="aside"
    >
      <RichText html={text} />
    </BlockSection>
  );
}
