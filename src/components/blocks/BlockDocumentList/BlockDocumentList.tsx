import type { BlockProps } from '../block-props.ts';
import { LinkListItem } from '../BlockLinkList/BlockLinkList.tsx';
import { list } from '../BlockLinkList/BlockLinkList.css.ts';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockDocumentList.css.ts';

export function BlockDocumentList({ title, items, ctx, anchor }: BlockProps<'BlockDocumentList'>) {
  if (items.length === 0) return null;
  return (
    <BlockSection
      title={title}
      anchor={anchor}
      className={styles.section}
      titleClassName={styles.title}
    >
      <ul className={list}>
        {items.map((link, index) => (
          <LinkListItem key={`${link.url}-${index}`} link={link} ctx={ctx} />
        ))}
      </ul>
    </BlockSection>
  );
}
