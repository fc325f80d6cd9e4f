import { colorTokens, type Theme, type ThemeAlias } from '#src/styles/themes.ts';
import { CodeName } from '#src/tools/ToolsTable/CodeName.tsx';
import * as table from '#src/tools/ToolsTable/ToolsTable.css.ts';
import { ToolsTable } from '#src/tools/ToolsTable/ToolsTable.tsx';
import * as styles from './ColorTable.css.ts';

/** Every colour token of one theme with a swatch and its hex value. */
export function ColorTable({ alias, theme }: { alias: ThemeAlias; theme: Theme }) {
  const colors = theme.siteSettings.colors;
  return (
    <ToolsTable
      caption={`Farver i temaet ${theme.label} (${alias})`}
      columns={['Prøve', 'Token', 'Hex']}
    >
      {colorTokens.map((token) => (
        <tr key={token}>
          <td className={table.cell}>
            <span
              className={styles.swatch}
              style={{ background: colors[token] }}
              aria-hidden="true"
            />
          </td>
          <th scope="row" className={table.rowHead}>
            <CodeName>{token}</CodeName>
          </th>
          <td className={table.cell}>
            <code className={table.code}>{colors[token]}</code>
          </td>
        </tr>
      ))}
    </ToolsTable>
  );
}

/** A theme's colour table under its own heading (the theme playground's panel). */
export function ColorPanel({ alias, theme }: { alias: ThemeAlias; theme: Theme }) {
  return (
    <section aria-labelledby={`farver-${alias}`}>
      <h2 id={`farver-${alias}`}>
        Farver i temaet {theme.label} ({alias})
      </h2>
      <ColorTable alias={alias} theme={theme} />
    </section>
  );
}
