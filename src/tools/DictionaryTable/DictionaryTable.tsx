'use client';
import { useId, useState } from 'react';
import { Button } from '#src/components/Button/Button.tsx';
import { useHydrated } from '#src/components/use-hydrated.ts';
import { CodeName } from '#src/tools/ToolsTable/CodeName.tsx';
import * as table from '#src/tools/ToolsTable/ToolsTable.css.ts';
import { ToolsTable } from '#src/tools/ToolsTable/ToolsTable.tsx';
import {
  filterDictionary,
  MAX_QUERY_LENGTH,
  normalizeQuery,
  type DictionaryRow,
} from './dictionary-filter.ts';
import * as styles from './DictionaryTable.css.ts';

export type DictionaryTableProps = {
  rows: DictionaryRow[];
  /** `?q=` of the request: the server's render is already filtered by it. */
  initialQuery: string;
};

/**
 * The dictionary with a filter. Without JavaScript the filter is a GET form (`?q=`) and the
 * server renders the matching rows; with it, the table filters while typing and the address
 * follows, so a reload or a shared link shows the same rows.
 */
export function DictionaryTable({ rows, initialQuery }: DictionaryTableProps) {
  const [query, setQuery] = useState(initialQuery);
  const hydrated = useHydrated();
  const inputId = useId();
  const hintId = useId();
  const shown = filterDictionary(rows, query);
  const active = normalizeQuery(query);

  const onChange = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (normalizeQuery(value)) url.searchParams.set('q', normalizeQuery(value));
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <>
      <form method="get" role="search" aria-label="Filtrer ordbogen" className={styles.form}>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            Filtrer på nøgle eller tekst
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            name="q"
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            onChange={(event) => onChange(event.target.value)}
          />
          <p id={hintId} className={styles.hint}>
            Alle ord skal forekomme i nøglen eller i en af oversættelserne.
          </p>
        </div>
        {!hydrated && (
          <Button type="submit" size="md">
            Filtrer
          </Button>
        )}
        {active && (
          <Button
            href="?"
            color="canvas"
            onClick={(event) => {
              event.preventDefault();
              onChange('');
            }}
          >
            Vis alle
          </Button>
        )}
      </form>
      <p className={styles.status} role="status">
        {active
          ? `${shown.length} af ${rows.length} nøgler matcher "${active}".`
          : `Alle ${rows.length} nøgler vises.`}
      </p>
      <ToolsTable
        caption="Ordbogens nøgler med dansk, engelsk og tysk tekst"
        columns={['Nøgle', 'Dansk (da)', 'Engelsk (en)', 'Tysk (de)']}
      >
        {shown.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={table.rowHead}>
              <CodeName>{row.key}</CodeName>
            </th>
            <td className={table.cell} lang="da">
              {row.da}
            </td>
            <td className={table.cell} lang="en">
              {row.en}
            </td>
            <td className={table.cell} lang="de">
              {row.de}
            </td>
          </tr>
        ))}
      </ToolsTable>
      {shown.length === 0 && <p>Ingen nøgler matcher filteret.</p>}
    </>
  );
}
