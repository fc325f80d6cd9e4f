import type { propsTable } from '#src/components/catalog.tsx';
import { CodeName } from '#src/tools/ToolsTable/CodeName.tsx';
import * as table from '#src/tools/ToolsTable/ToolsTable.css.ts';
import { ToolsTable } from '#src/tools/ToolsTable/ToolsTable.tsx';

export type PropsTableProps = {
  component: string;
  rows: ReturnType<typeof propsTable>;
};

/** A component's props as its named examples use them (from `propsTable`). */
export function PropsTable({ component, rows }: PropsTableProps) {
  if (rows.length === 0) return <p>{component} har ingen props i eksemplerne.</p>;
  return (
    <ToolsTable
      caption={`Props for ${component}, udledt af eksemplerne`}
      columns={['Prop', 'Typer i eksemplerne', 'Sat i alle eksempler']}
    >
      {rows.map((row) => (
        <tr key={row.name}>
          <th scope="row" className={table.rowHead}>
            <CodeName>{row.name}</CodeName>
          </th>
          <td className={table.cell}>{row.types.join(' | ')}</td>
          <td className={table.cell}>{row.always ? 'Ja' : 'Nej'}</td>
        </tr>
      ))}
    </ToolsTable>
  );
}
