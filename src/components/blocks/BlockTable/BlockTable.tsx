import type { BlockProps } from '../block-props.ts';
import type { TableCell, BlockTableContent } from './BlockTable.schema.ts';
import { BlockSection, useHeadingId } from '../BlockSection.tsx';
import * as styles from './BlockTable.css.ts';

type Part = 'head' | 'body' | 'foot';
type Flags = Omit<BlockProps<BlockTableContent>['table'], 'cells'>;

/** The rows of each part, as the flags say (a footer only when there is a body row as well). */
function tableParts(table: BlockProps<BlockTableContent>['table']): Record<Part, TableCell[][]> {
  const rows = table.cells;
  const head = table.useFirstRowAsHeader ? rows.slice(0, 1) : [];
  const rest = rows.slice(head.length);
  const foot = table.useLastRowAsFooter && rest.length > 1 ? rest.slice(-1) : [];
  return { head, body: rest.slice(0, rest.length - foot.length), foot };
}

function Cell({
  cell,
  part,
  column,
  flags,
}: {
  cell: TableCell;
  part: Part;
  column: number;
  flags: Flags;
}) {
  const html = { __html: cell.value };
  const rowHeader = flags.useFirstColumnAsHeader && column === 0;
  if (part === 'head') {
    // An empty corner cell heads nothing.
    if (!cell.value) return <td className={`${styles.cell} ${styles.header}`} />;
    return (
      <th
        scope="col"
        className={`${styles.cell} ${styles.header}`}
        dangerouslySetInnerHTML={html}
      />
    );
  }
  if (rowHeader || cell.type === 'th') {
    const scope = rowHeader ? 'row' : (cell.scope ?? (column === 0 ? 'row' : 'col'));
    return (
      <th
        scope={scope}
        className={`${styles.cell} ${styles.header}`}
        dangerouslySetInnerHTML={html}
      />
    );
  }
  return <td className={styles.cell} dangerouslySetInnerHTML={html} />;
}

/**
 * A Limbo.Umbraco.Tables table: header row, header column and footer row as the editor set them,
 * `th` with `scope`, sanitized cell HTML. The table scrolls sideways inside a focusable, labelled
 * region (keyboard users scroll it with the arrow keys) so a phone's page never gets wider.
 */
export function BlockTable({ title, table, ctx, anchor }: BlockProps<BlockTableContent>) {
  const headingId = useHeadingId(anchor);
  const parts = tableParts(table);
  const rows = (part: Part) =>
    parts[part].map((row, r) => (
      <tr key={r}>
        {row.map((cell, column) => (
          <Cell key={column} cell={cell} part={part} column={column} flags={table} />
        ))}
      </tr>
    ));
  return (
    <BlockSection block={{ title, anchor }} classes={styles} headingId={headingId} as="div">
      <div
        role="region"
        tabIndex={0}
        aria-labelledby={title ? headingId : undefined}
        aria-label={title ? undefined : ctx.t('table.label')}
        className={styles.scroller}
      >
        <table className={styles.table} aria-labelledby={title ? headingId : undefined}>
          {parts.head.length > 0 && <thead>{rows('head')}</thead>}
          {parts.body.length > 0 && <tbody>{rows('body')}</tbody>}
          {parts.foot.length > 0 && <tfoot className={styles.footer}>{rows('foot')}</tfoot>}
        </table>
      </div>
    </BlockSection>
  );
}
