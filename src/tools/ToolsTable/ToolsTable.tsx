import { useId, type ReactNode } from 'react';
import { ScrollBox } from './ScrollBox.tsx';
import * as styles from './ToolsTable.css.ts';

/**
 * The tools pages' data table: a caption, column headers with `scope="col"`, and body rows the
 * caller renders with the `cell` and `rowHead` classes of ToolsTable.css.ts (`rowHead` on a
 * `<th scope="row">`). Words in it never break; a table wider than a phone scrolls sideways in
 * its own box (ScrollBox), not the page.
 */
export function ToolsTable({
  caption,
  columns,
  children,
}: {
  caption: ReactNode;
  columns: ReactNode[];
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <ScrollBox className={styles.scroller} labelledBy={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={styles.headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollBox>
  );
}

/** Two columns: a row header and its value. */
export function KeyValueRows({ rows }: { rows: [label: ReactNode, value: ReactNode][] }) {
  return rows.map(([label, value], i) => (
    <tr key={i}>
      <th scope="row" className={styles.rowHead}>
        {label}
      </th>
      <td className={styles.cell}>{value}</td>
    </tr>
  ));
}
