import { propsTable, type CatalogEntry } from '#src/components/catalog.tsx';
import { ExampleFrame } from '#src/tools/ExampleFrame/ExampleFrame.tsx';
import { PropsData } from '#src/tools/PropsData/PropsData.tsx';
import { PropsTable } from '#src/tools/PropsTable/PropsTable.tsx';
import { themeAliases, themes } from '#src/styles/themes.ts';
import type { CatalogQuery } from './catalog-query.ts';
import { CatalogViewProvider, ExampleStage, ExpandLink, WidthFields } from './CatalogView.tsx';
import * as styles from './CatalogOverview.css.ts';

type Kind = CatalogEntry['kind'];

/** Kinds in reading order, with their Danish group names. */
const kindLabels: Record<Kind, string> = {
  component: 'Basiskomponenter',
  chrome: 'Sidens ramme',
  module: 'Moduler',
  block: 'Indholdsblokke',
};

/**
 * Blocks, chrome and modules render landmarks (titled sections, navigation, search, footer
 * regions). Their examples open side by side would repeat landmark names and make landmark
 * navigation ambiguous, so only the first example of each starts expanded. Basic components
 * have no landmarks and all start expanded.
 */
const startsExpanded = (kind: Kind, index: number) => kind === 'component' || index === 0;

const slug = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '-');
export const componentAnchor = (name: string) => `komponent-${slug(name)}`;
export const exampleAnchor = (component: string, example: string) =>
  `eksempel-${slug(component)}-${slug(example)}`;

function groupByKind(entries: CatalogEntry[]): { kind: Kind; entries: CatalogEntry[] }[] {
  return (Object.keys(kindLabels) as Kind[])
    .map((kind) => ({ kind, entries: entries.filter((e) => e.kind === kind) }))
    .filter((group) => group.entries.length > 0);
}

/** Every example by its anchor (own keys only: `__proto__` and friends are no examples). */
export function examplesByAnchor(
  entries: CatalogEntry[],
): Map<string, { entry: CatalogEntry; name: string; props: object }> {
  const map = new Map<string, { entry: CatalogEntry; name: string; props: object }>();
  for (const entry of entries) {
    for (const [name, props] of Object.entries(entry.examples)) {
      map.set(exampleAnchor(entry.name, name), { entry, name, props });
    }
  }
  return map;
}

const noQuery: CatalogQuery = { theme: null, widths: new Map(), expandAll: false, single: null };

/**
 * The components overview: a theme switch, a jump list, then every catalog entry grouped by kind
 * with its description, a props table and every named example rendered live, each with a
 * viewport width of its own and its props as data. It renders the same examples the unit tests
 * render, so it cannot drift from the code.
 */
export function CatalogOverview({
  entries,
  query = noQuery,
}: {
  entries: CatalogEntry[];
  /** Theme, widths and expansion from the page's query (catalog-query.ts). */
  query?: CatalogQuery;
}) {
  const groups = groupByKind(entries);
  const exampleCount = entries.reduce((n, e) => n + Object.keys(e.examples).length, 0);
  const { expandAll, theme, widths } = query;
  return (
    <CatalogViewProvider theme={theme} widths={[...widths]} expandAll={expandAll}>
      <p className={styles.intro}>
        {entries.length} komponenter med i alt {exampleCount} navngivne eksempler. Eksemplerne er de
        samme, som enhedstestene renderer. Vælg et tema for eksemplerne herunder, en bredde for det
        enkelte eksempel (360, 768 eller 1280 pixel, vist i en ramme med den bredde, så sidens
        skærmbrede regler gælder), og fold »Props som data« ud for at se eksemplets data. Hele
        sider, som fejlsiden, vises altid i en ramme for sig, så deres sidetitel ikke bliver
        oversigtens.
      </p>
      <p className={styles.intro}>
        Blokke, sidens ramme og moduler indeholder landmærker som navigation og navngivne afsnit.
        Derfor er kun deres første eksempel foldet ud; de øvrige åbnes ved at klikke på navnet.{' '}
        <ExpandLink />
      </p>
      <ThemeForm query={query} />
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
      <div className={styles.preview} data-theme={theme ?? undefined} data-catalog-preview="">
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
              <CatalogEntryView
                key={entry.name}
                entry={entry}
                expandAll={expandAll}
                widths={widths}
              />
            ))}
          </section>
        ))}
      </div>
    </CatalogViewProvider>
  );
}

/** The theme switch: a plain GET form (`?theme=`), keeping the widths and the expansion. */
function ThemeForm({ query }: { query: CatalogQuery }) {
  return (
    <form method="get" action="./" className={styles.themeForm}>
      <div>
        <label className={styles.themeLabel} htmlFor="catalog-theme">
          Tema for eksemplerne
        </label>
        <select
          id="catalog-theme"
          name="theme"
          className={styles.select}
          defaultValue={query.theme ?? ''}
        >
          <option value="">Sitets tema (standard)</option>
          {themeAliases.map((alias) => (
            <option key={alias} value={alias}>
              {themes[alias].label} ({alias})
            </option>
          ))}
        </select>
      </div>
      <WidthFields />
      {query.expandAll && <input type="hidden" name="udfoldet" value="1" />}
      <button type="submit" className={styles.select}>
        Vis tema
      </button>
    </form>
  );
}

function CatalogEntryView({
  entry,
  expandAll,
  widths,
}: {
  entry: CatalogEntry;
  expandAll: boolean;
  widths: CatalogQuery['widths'];
}) {
  const anchor = componentAnchor(entry.name);
  const names = Object.keys(entry.examples);
  const wholePage = entry.wholePage === true;
  // Examples whose ids are one per page get a document each, as whole pages do.
  const framed = wholePage || entry.ownIds === true;
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
      {Object.entries(entry.examples).map(([name, props], index) => {
        const id = exampleAnchor(entry.name, name);
        return (
          <ExampleFrame
            key={name}
            id={id}
            component={entry.name}
            name={name}
            // A whole page's h1 sits in its frame: the next frame's heading must not skip after it.
            level={wholePage ? 2 : 3}
            open={expandAll || widths.has(id) || startsExpanded(entry.kind, index)}
            after={<PropsData props={props} label={`Props som data (${name})`} />}
          >
            {/* A whole page is never rendered here: React would lift its <title> and robots into
                the overview's head. Its frame is its own document (decision 035). */}
            <ExampleStage id={id} component={entry.name} name={name} wholePage={framed}>
              {framed ? undefined : entry.render(props)}
            </ExampleStage>
          </ExampleFrame>
        );
      })}
    </article>
  );
}

/** One example alone, as a width frame loads it (`?vis=`): or a note that it does not exist. */
export function SingleExample({
  entries,
  query,
}: {
  entries: CatalogEntry[];
  query: CatalogQuery;
}) {
  const found = query.single ? examplesByAnchor(entries).get(query.single) : undefined;
  return (
    <div className={`${styles.preview} ${styles.single}`} data-theme={query.theme ?? undefined}>
      <title>
        {found ? `${found.entry.name}: ${found.name} | Limbo` : 'Eksemplet findes ikke'}
      </title>
      <meta name="robots" content="noindex" />
      {/* Labelled, so it is not a second unnamed main beside the overview's own (axe looks into
          frames); no heading of its own, so the overview's heading order runs on through it. */}
      <main aria-label={found ? `Eksempel: ${found.entry.name}, ${found.name}` : 'Eksempel'}>
        {found ? (
          found.entry.render(found.props)
        ) : (
          <>
            <h1>Eksemplet findes ikke</h1>
            <p>
              <a href="./">Tilbage til komponentoversigten</a>
            </p>
          </>
        )}
      </main>
    </div>
  );
}
