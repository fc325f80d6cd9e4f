import { useId } from 'react';
import type { BlockProps } from '../registry.tsx';
import { LinkListItem } from '../BlockLinkList/BlockLinkList.tsx';
import { list } from '../BlockLinkList/BlockLinkList.css.ts';
import * as styles from './BlockDocumentList.css.ts';

export function BlockDocumentList({ title, items, ctx }: BlockProps<'BlockDocumentList'>) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={title ? id : undefined}>
      {title && (
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      )}
      <ul className={list}>
        {items.map((link, index) => (
          <LinkListItem key={`${link.url}-${index}`} link={link} ctx={ctx} />
        ))}
      </ul>
    </section>
  );
}
