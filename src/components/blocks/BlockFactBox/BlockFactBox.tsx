import type { BlockProps } from '../block-props.ts';
import { RichText } from '#src/components/RichText/RichText.tsx';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockFactBox.css.ts';

export function BlockFactBox(block: BlockProps<'BlockFactBox'>) {
  return (
    <BlockSection block={block} classes={{ section: styles.box, title: styles.title }} as="aside">
      <RichText html={block.text} />
    </BlockSection>
  );
}
