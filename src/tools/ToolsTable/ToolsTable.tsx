import { useId, type ReactNode } from 'react';
import * as styles from './ToolsTable.css.ts';

/**
 * The tools pages' data table: a caption, column headers with `scope="col"`, and body rows the
 * caller renders with the `cell` and `rowHead` classes of ToolsTable.css.ts (`rowHead` on a
 * `<th scope="row">`). Words in it never break; a table wider than a phone scrolls sideways in
 * its own box: a group named by its caption (not a region: a landmark would repeat the name of
 * the section around it), focusable so the keyboard can scroll it.
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
    <div className={styles.scroller} role="group" aria-labelledby={captionId} tabIndex={0}>
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
    </div>
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
