import type { BlockProps } from '../block-props.ts';
import { RichText } from '#src/components/RichText/RichText.tsx';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockFactBox.css.ts';
import type { BlockFactBoxContent } from './BlockFactBox.schema.ts';

export function BlockFactBox(block: BlockProps<BlockFactBoxContent>) {
  return (
    <BlockSection block={block} classes={{ section: styles.box, title: styles.title }} as="aside">
      <RichText html={block.text} />
    </BlockSection>
  );
}
