import { useId, type ReactNode } from 'react';

/**
 * A block's wrapper: a section (or aside) labelled by its h2 title when it has one. The title
 * carries `anchor` as its id when the block is listed in the long-read contents.
 *
 * `as="div"` is for blocks whose own inner region is the landmark (a scroll container labelled
 * by the title): one labelled landmark per block, never two with the same name.
 */
export function BlockSection({
  title,
  anchor,
  headingId,
  className,
  titleClassName,
  as: Tag = 'section',
  children,
  ...rest
}: {
  title: string | null;
  /** The table of contents' id for the title. */
  anchor?: string | null;
  /** An id the block itself needs for the title (e.g. to label its scroll region). */
  headingId?: string;
  className?: string;
  titleClassName?: string;
  as?: 'section' | 'aside' | 'div';
  children: ReactNode;
  [data: `data-${string}`]: string | undefined;
}) {
  const generated = useId();
  const id = anchor ?? headingId ?? generated;
  const labelled = title && Tag !== 'div';
  return (
    <Tag className={className} aria-labelledby={labelled ? id : undefined} {...rest}>
      {title && (
        <h2 id={id} className={titleClassName}>
          {title}
        </h2>
      )}
      {children}
    </Tag>
  );
}

/** The id a block's title will carry: the anchor when set, else a generated one. */
export function useHeadingId(anchor: string | null | undefined): string {
  const generated = useId();
  return anchor ?? generated;
}
