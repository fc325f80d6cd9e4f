import { useId, type ReactNode } from 'react';

/** A block's landmark-free wrapper: a section labelled by its h2 title when it has one. */
export function BlockSection({
  title,
  className,
  titleClassName,
  as: Tag = 'section',
  children,
  ...rest
}: {
  title: string | null;
  className?: string;
  titleClassName?: string;
  as?: 'section' | 'aside';
  children: ReactNode;
  [data: `data-${string}`]: string | undefined;
}) {
  const id = useId();
  return (
    <Tag className={className} aria-labelledby={title ? id : undefined} {...rest}>
      {title && (
        <h2 id={id} className={titleClassName}>
          {title}
        </h2>
      )}
      {children}
    </Tag>
  );
}
