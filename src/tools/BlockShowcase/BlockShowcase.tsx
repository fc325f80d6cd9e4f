import type { CatalogEntry } from '#src/components/catalog.tsx';
import * as styles from './BlockShowcase.css.ts';

/** Each block's first named example in a normal content column, one after another. */
export function BlockShowcase({ entries }: { entries: CatalogEntry[] }) {
  const blocks = entries.filter((entry) => entry.kind === 'block');
  return (
    <div className={styles.column}>
      <p>
        Alle {blocks.length} indholdsblokke med deres første eksempel, i samme spalte som på en
        indholdsside. Siden bruger ingen data fra backenden.
      </p>
      {blocks.map((entry) => {
        const [name, props] = Object.entries(entry.examples)[0] ?? [];
        if (!name || !props) return null;
        return (
          <section key={entry.name} className={styles.block} aria-labelledby={`blok-${entry.name}`}>
            <h2 id={`blok-${entry.name}`}>{entry.name}</h2>
            <p className={styles.name}>Eksempel: {name}</p>
            {entry.render(props)}
          </section>
        );
      })}
    </div>
  );
}
