import { propsTable, type CatalogEntry } from '#src/components/catalog.tsx';
import { ExampleFrame } from '#src/components/tools/ExampleFrame/ExampleFrame.tsx';
import { PropsTable } from '#src/components/tools/PropsTable/PropsTable.tsx';
import * as styles from './CatalogOverview.css.ts';

type Kind = CatalogEntry['kind'];

/** Kinds in reading order, with their Danish group names. */
export const kindLabels: Record<Kind, string> = {
  component: 'Basiskomponenter',
  chrome: 'Sidens ramme',
  module: 'Moduler',
  block: 'Indholdsblokke',
};

/** Components whose examples render a whole page, with that page's own h1. */
const rendersPageHeading = new Set(['ErrorView']);

/**
 * Blocks, chrome and modules render landmarks (titled sections, navigation, search, footer
 * regions). Their examples open side by side would repeat landmark names and make landmark
 * navigation ambiguous, so only the first example of each starts expanded. Basic components
 * have no landmarks and all start expanded.
 */
export const startsExpanded = (kind: Kind, index: number) => kind === 'component' || index === 0;

const slug = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '-');
export const componentAnchor = (name: string) => `komponent-${slug(name)}`;
export const exampleAnchor = (component: string, example: string) =>
  `eksempel-${slug(component)}-${slug(example)}`;

export function groupByKind(entries: CatalogEntry[]): { kind: Kind; entries: CatalogEntry[] }[] {
  return (Object.keys(kindLabels) as Kind[])
    .map((kind) => ({ kind, entries: entries.filter((e) => e.kind === kind) }))
    .filter((group) => group.entries.length > 0);
}

/**
 * The components overview: a jump list, then every catalog entry grouped by kind with its
 * description, a props table and every named example rendered live. It renders the same
 * examples the unit tests render, so it cannot drift from the code.
 */
export function CatalogOverview({
  entries,
  expandAll = false,
}: {
  entries: CatalogEntry[];
  /** Every example expanded (`?udfoldet=1`), at the price of repeated landmarks. */
  expandAll?: boolean;
}) {
  const groups = groupByKind(entries);
  const exampleCount = entries.reduce((n, e) => n + Object.keys(e.examples).length, 0);
  return (
    <>
      <p className={styles.intro}>
        {entries.length} komponenter med i alt {exampleCount} navngivne eksempler. Eksemplerne er de
        samme, som enhedstestene renderer, og de vises her med sidens aktuelle tema.
      </p>
      <p className={styles.intro}>
        Blokke, sidens ramme og moduler indeholder landmærker som navigation og navngivne afsnit.
        Derfor er kun deres første eksempel foldet ud; de øvrige åbnes ved at klikke på navnet.{' '}
        {expandAll ? (
          <a href="./">Fold eksemplerne sammen igen</a>
        ) : (
          <a href="?udfoldet=1">Vis alle eksempler foldet ud</a>
        )}
      </p>
      <nav aria-labelledby="catalog-jump" className={styles.jumpList}>
        <h2 id="catalog-jump" className={styles.jumpTitle}>
          Spring til komponent
        </h2>
        <ul className={styles.jumpGroups}>
          {groups.map((group) => (
            <li key={group.kind}>
              <a className={styles.jumpGroupName} href={`#gruppe-${group.kind}`}>
                {kindLabels[group.kind]}
              </a>
              <ul className={styles.jumpItems}>
                {group.entries.map((entry) => (
                  <li key={entry.name}>
                    <a href={`#${componentAnchor(entry.name)}`}>{entry.name}</a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section
          key={group.kind}
          className={styles.kindSection}
          aria-labelledby={`gruppe-${group.kind}`}
        >
          <h2 id={`gruppe-${group.kind}`} className={styles.kindHeading}>
            {kindLabels[group.kind]} ({group.entries.length})
          </h2>
          {group.entries.map((entry) => (
            <CatalogEntryView key={entry.name} entry={entry} expandAll={expandAll} />
          ))}
        </section>
      ))}
    </>
  );
}

function CatalogEntryView({ entry, expandAll }: { entry: CatalogEntry; expandAll: boolean }) {
  const anchor = componentAnchor(entry.name);
  const names = Object.keys(entry.examples);
  return (
    <article className={styles.entry} id={anchor} aria-labelledby={`${anchor}-titel`}>
      <h2 id={`${anchor}-titel`} className={styles.entryHeading}>
        {entry.name}
      </h2>
      <p className={styles.kindLabel}>{kindLabels[entry.kind]}</p>
      <p>{entry.description}</p>
      <PropsTable component={entry.name} rows={propsTable(entry.examples)} />
      <p>Eksempler ({names.length}):</p>
      <ul className={styles.exampleLinks}>
        {names.map((name) => (
          <li key={name}>
            <a href={`#${exampleAnchor(entry.name, name)}`}>{name}</a>
          </li>
        ))}
      </ul>
      {Object.entries(entry.examples).map(([name, props], index) => (
        <ExampleFrame
          key={name}
          id={exampleAnchor(entry.name, name)}
          component={entry.name}
          name={name}
          level={rendersPageHeading.has(entry.name) ? 2 : 3}
          open={expandAll || startsExpanded(entry.kind, index)}
        >
          {entry.render(props)}
        </ExampleFrame>
      ))}
    </article>
  );
}
