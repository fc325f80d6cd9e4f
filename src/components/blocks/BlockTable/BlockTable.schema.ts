import { z } from 'zod';
import type { SafeHtml } from '#src/server/sanitize.ts';
import { list, numeric, opt } from '#src/server/cms/lenient.ts';
import {
  flag,
  items,
  nullable,
  optHtml,
  optText,
  type BlockSchema,
} from '#src/server/cms/block-fields.ts';

/** A cell of a Limbo.Umbraco.Tables table; `value` is sanitized HTML. */
export type TableCell = {
  value: SafeHtml;
  type: 'td' | 'th';
  scope: 'col' | 'row' | 'colgroup' | 'rowgroup' | null;
};

export type BlockTableContent = {
  title: string | null;
  table: {
    useFirstRowAsHeader: boolean;
    useFirstColumnAsHeader: boolean;
    useLastRowAsFooter: boolean;
    /** Rows of cells, in row and column order. */
    cells: TableCell[][];
  };
};

const scopes = ['col', 'row', 'colgroup', 'rowgroup'] as const;
const tableCell = z.object({
  rowIndex: opt(numeric),
  columnIndex: opt(numeric),
  value: optHtml,
  type: opt(z.enum(['td', 'th'])).transform((v) => v ?? 'td'),
  scope: nullable(z.enum(scopes)),
});
/** The rows in row order and each row's cells in column order, as the indices say. */
const tableCells = items(list(tableCell)).transform((rows): TableCell[][] => {
  const byIndex = <T extends { i: number | undefined }>(xs: T[]) =>
    xs
      .map((x, n) => ({ x, key: x.i ?? n }))
      .sort((a, b) => a.key - b.key)
      .map(({ x }) => x);
  return byIndex(rows.map((cells) => ({ i: cells[0]?.rowIndex, cells })))
    .map(({ cells }) =>
      byIndex(cells.map((cell) => ({ i: cell.columnIndex, cell }))).map(({ cell }): TableCell => ({
        value: cell.value,
        type: cell.type,
        scope: cell.scope,
      })),
    )
    .filter((row) => row.length > 0);
});

export const schema = (): BlockSchema<BlockTableContent> =>
  z.object({
    title: optText,
    table: z.object({
      useFirstRowAsHeader: flag(false),
      useFirstColumnAsHeader: flag(false),
      useLastRowAsFooter: flag(false),
      cells: tableCells.refine((rows) => rows.length > 0, 'a table needs at least one cell'),
    }),
  });
