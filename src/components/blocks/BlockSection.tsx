import { useId, type ReactNode } from 'react';
import { SeeAllLink } from '#src/components/Card/SeeAllLink.tsx';
import type { Link } from '#src/server/types.ts';

/** What the wrapper reads from a block's props: its title, its contents anchor, its list if any. */
export type SectionBlock = {
  title: string | null;
  anchor?: string | null;
  items?: readonly unknown[];
};

/**
 * A block's wrapper: a section (or aside) labelled by its h2 title when it has one. The title
 * carries the block's `anchor` as its id when the block is listed in the long-read contents.
 *
 * A list block (its props have `items`) with no items shows its `empty` message in place of the
 * children, or is left out altogether when it has none.
 *
 * `as="div"` is for blocks whose own inner region is the landmark (a scroll container labelled
 * by the title): one labelled landmark per block, never two with the same name.
 */
export function BlockSection({
  block,
  classes,
  empty,
  seeAll,
  headingId,
  as: Tag = 'section',
  children,
}: {
  /** The block's own props. */
  block: SectionBlock;
  /** The block's classes: `section` on the wrapper, `title` on the h2, `empty` on the message. */
  classes: { section: string; title: string; empty?: string };
  /** What a list block with no items says instead. */
  empty?: string;
  /** The link to the whole list (all news, all events), under it, with or without items. */
  seeAll?: Link | null;
  /** An id the block itself needs for the title (e.g. to label its scroll region). */
  headingId?: string;
  as?: 'section' | 'aside' | 'div';
  children: ReactNode;
}) {
  const generated = useId();
  const isEmpty = block.items?.length === 0;
  if (isEmpty && empty === undefined) return null;
  const { title } = block;
  const id = block.anchor ?? headingId ?? generated;
  const labelled = title && Tag !== 'div';
  return (
    <Tag className={classes.section} aria-labelledby={labelled ? id : undefined}>
      {title && (
        <h2 id={id} className={classes.title}>
          {title}
        </h2>
      )}
      {isEmpty ? <p className={classes.empty}>{empty}</p> : children}
      {seeAll && <SeeAllLink link={seeAll} />}
    </Tag>
  );
}

/** Items are h3 below the block's h2 title; without a title they head the block themselves. */
export const itemHeading = (block: { title: string | null }) => (block.title ? 'h3' : 'h2');

/** The id a block's title will carry: the anchor when set, else a generated one. */
export function useHeadingId(anchor: string | null | undefined): string {
  const generated = useId();
  return anchor ?? generated;
}
