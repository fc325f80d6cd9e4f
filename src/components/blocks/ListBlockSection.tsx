import type { ReactNode } from 'react';
import type { Link } from '#src/server/types.ts';
import { BlockSection, type SectionBlock } from './BlockSection.tsx';
import * as styles from './ListBlockSection.css.ts';

/**
 * A list block's frame, one for every list block: the section labelled by its h2 title, the
 * list, and `empty` in its place when the list has no items (BlockSection), with one set of
 * styles.
 */
export function ListBlockSection({
  block,
  empty,
  seeAll,
  children,
}: {
  /** The block's own props: its title, its contents anchor and its items. */
  block: SectionBlock;
  /** What the block says when its list is empty. */
  empty: string;
  /** The link to the whole list (all news, all events), under it. */
  seeAll?: Link | null;
  children: ReactNode;
}) {
  return (
    <BlockSection block={block} classes={styles} empty={empty} seeAll={seeAll}>
      {children}
    </BlockSection>
  );
}
