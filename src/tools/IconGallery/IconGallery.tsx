import { Icon, iconNames } from '#src/components/Icon/Icon.tsx';
import type { PublicConfig } from '#src/server/public-config.ts';
import { iconDefaults } from '#src/styles/typography.ts';
import { KeyValueRows, ToolsTable } from '#src/tools/ToolsTable/ToolsTable.tsx';
import * as styles from './IconGallery.css.ts';

type IconConfig = Pick<PublicConfig, 'baseIconWeight' | 'baseIconScaling' | 'iconVariant'>;

/** The icon defaults next to what the public configuration sets now. */
export function IconDefaults({ config }: { config: IconConfig }) {
  const row = (label: string, standard: string | number, active: string | number) =>
    [label, standard === active ? String(active) : `${active} (standard er ${standard})`] as [
      string,
      string,
    ];
  return (
    <ToolsTable caption="Ikonernes standardværdier" columns={['Indstilling', 'Værdi']}>
      <KeyValueRows
        rows={[
          row('Vægt (baseIconWeight)', iconDefaults.baseIconWeight, config.baseIconWeight),
          row('Skalering (baseIconScaling)', iconDefaults.baseIconScaling, config.baseIconScaling),
          row('Variant (iconVariant)', iconDefaults.variant, config.iconVariant),
        ]}
      />
    </ToolsTable>
  );
}

/** Every icon, at 1.75 × the text size so the shapes can be judged, with its name. */
export function IconGallery() {
  return (
    <ul className={styles.gallery}>
      {iconNames.map((name) => (
        <li key={name} className={styles.item}>
          <span className={styles.glyph}>
            <Icon name={name} />
          </span>
          <span className={styles.name}>{name}</span>
        </li>
      ))}
    </ul>
  );
}
