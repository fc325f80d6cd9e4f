import { Icon } from '#src/components/Icon/Icon.tsx';
import { themePairs, type ContrastKind } from '#src/styles/contrast.ts';
import type { Theme, ThemeAlias } from '#src/styles/themes.ts';
import { CodeName } from '#src/tools/ToolsTable/CodeName.tsx';
import * as table from '#src/tools/ToolsTable/ToolsTable.css.ts';
import { ToolsTable } from '#src/tools/ToolsTable/ToolsTable.tsx';
import * as styles from './ContrastTable.css.ts';

const requirement: Record<ContrastKind, string> = {
  text: 'Tekst, mindst 4,5:1',
  large: 'Stor tekst, mindst 3:1',
  ui: 'Grafik og kanter, mindst 3:1',
};

/**
 * '4,49:1' for 4.4999: cut to two decimals, never rounded up, because WCAG does not allow
 * rounding a ratio up to reach a threshold.
 */
export function formatRatio(ratio: number): string {
  const cut = Math.floor(ratio * 100) / 100;
  return `${cut.toLocaleString('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;
}

/** Every colour pair the components use in one theme, with its ratio and the AA verdict in text. */
export function ContrastTable({ alias, theme }: { alias: ThemeAlias; theme: Theme }) {
  const colors = theme.siteSettings.colors;
  const pairs = themePairs(colors);
  const failing = pairs.filter((p) => !p.passes).length;
  return (
    <>
      <p className={styles.summary}>
        {failing === 0
          ? `Alle ${pairs.length} farvepar består WCAG 2.1 AA.`
          : `${failing} af ${pairs.length} farvepar består ikke WCAG 2.1 AA.`}
      </p>
      <ToolsTable
        caption={`Kontrast i temaet ${theme.label} (${alias})`}
        columns={['Prøve', 'Forgrund på baggrund', 'Bruges til', 'Krav', 'Forhold', 'AA']}
      >
        {pairs.map((pair) => (
          <tr key={`${pair.foreground}-${pair.background}`}>
            <td className={table.cell}>
              <span
                className={styles.pair}
                style={{ background: colors[pair.background] }}
                aria-hidden="true"
              >
                <span className={styles.bar} style={{ background: colors[pair.foreground] }} />
              </span>
            </td>
            <th scope="row" className={table.rowHead}>
              <CodeName>{pair.foreground}</CodeName> på <CodeName>{pair.background}</CodeName>
            </th>
            <td className={table.cell}>{pair.usage}</td>
            <td className={table.cell}>{requirement[pair.kind]}</td>
            <td className={table.cell}>
              <span className={styles.ratio}>{formatRatio(pair.ratio)}</span>
            </td>
            <td className={table.cell}>
              <span className={pair.passes ? styles.result.pass : styles.result.fail}>
                <Icon name={pair.passes ? 'check' : 'close'} />
                {pair.passes ? 'Består' : 'Består ikke'}
              </span>
            </td>
          </tr>
        ))}
      </ToolsTable>
    </>
  );
}
