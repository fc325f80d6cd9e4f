import type { BlockProps } from '../block-props.ts';
import { LinkListItem } from '../BlockLinkList/BlockLinkList.tsx';
import { list } from '../BlockLinkList/BlockLinkList.css.ts';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockDocumentList.css.ts';
import type { BlockDocumentListContent } from './BlockDocumentList.schema.ts';

export function BlockDocumentList(block: BlockProps<BlockDocumentListContent>) {
  return (
    <BlockSection block={block} classes={styles}>
      <ul className={list}>
        {block.items.map((link, index) => (
          <LinkListItem key={`${link.url}-${index}`} link={link} ctx={block.ctx} />
        ))}
      </ul>
    </BlockSection>
  );
}
