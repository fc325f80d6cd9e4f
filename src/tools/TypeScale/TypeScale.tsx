import { formatNumber } from '#src/shared/format.ts';
import { text } from '#src/styles/typography.css.ts';
import {
  baseFontSizeRem,
  typeScale,
  typeScaleRatio,
  type TypeStep,
} from '#src/styles/typography.ts';
import * as table from '#src/tools/ToolsTable/ToolsTable.css.ts';
import { ToolsTable } from '#src/tools/ToolsTable/ToolsTable.tsx';
import * as styles from './TypeScale.css.ts';

const stepLabels: Record<TypeStep['name'], string> = {
  small: 'Lille tekst',
  body: 'Brødtekst',
  h4: 'Overskrift 4',
  h3: 'Overskrift 3',
  h2: 'Overskrift 2',
  h1: 'Overskrift 1',
};

/** '1,35 rem (21,6 px)' at the browser's default 16 px. */
const remAndPx = (rem: number) =>
  `${formatNumber(rem, 'da', 4)} rem (${formatNumber(rem * 16, 'da', 1)} px)`;

/** The type scale, largest first, each step shown at its own size. */
export function TypeScale() {
  const steps = Object.values(typeScale).sort((a, b) => b.step - a.step);
  return (
    <>
      <p className={styles.facts}>
        Skalaen er en lille terts: hvert trin er {formatNumber(typeScaleRatio, 'da', 2)} gange
        trinnet under. Brødtekst er {remAndPx(baseFontSizeRem)}. Store overskrifter skrumper et trin
        på smalle skærme (320 px) og vokser jævnt til fuld størrelse ved 1280 px.
      </p>
      <ToolsTable
        caption="Typeskalaen"
        columns={['Trin', 'Prøve', 'Størrelse', 'På smal skærm', 'Linjehøjde', 'Vægt']}
      >
        {steps.map((step) => (
          <tr key={step.name}>
            <th scope="row" className={table.rowHead}>
              {stepLabels[step.name]} <code className={table.code}>({step.name})</code>
            </th>
            <td className={table.cell}>
              <p className={`${text[step.name]} ${styles.sample}`}>Rådhuset holder åbent</p>
            </td>
            <td className={table.cell}>
              <span className={styles.meta}>{remAndPx(step.sizeRem)}</span>
            </td>
            <td className={table.cell}>
              <span className={styles.meta}>{remAndPx(step.minSizeRem)}</span>
            </td>
            <td className={table.cell}>{formatNumber(step.lineHeight, 'da', 2)}</td>
            <td className={table.cell}>{step.fontWeight}</td>
          </tr>
        ))}
      </ToolsTable>
    </>
  );
}
