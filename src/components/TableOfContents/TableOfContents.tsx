import { useId } from 'react';
import type { Translate } from '#src/shared/dictionary/index.ts';
import type { TocEntry } from '#src/server/toc.ts';
import { Icon } from '#src/components/Icon/Icon.tsx';
import * as styles from './TableOfContents.css.ts';

export type TableOfContentsProps = { entries: TocEntry[]; readingMinutes: number; t: Translate };

/** Long-read pages: reading time and a table of contents built from the headings. */
export function TableOfContents({ entries, readingMinutes, t }: TableOfContentsProps) {
  const id = useId();
  return (
    <>
      <p className={styles.meta}>
        <Icon name="clock" />
        {t('longRead.readingTime', { n: readingMinutes })}
      </p>
      {entries.length > 1 && (
        <nav className={styles.toc} aria-labelledby={id}>
          <h2 id={id} className={styles.heading}>
            {t('longRead.toc')}
          </h2>
          <ol className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.id} className={entry.level === 3 ? styles.sub : undefined}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </>
  );
}
