import { propsTable, type CatalogEntry } from '#src/components/catalog.tsx';
import { ExampleFrame } from '#src/tools/ExampleFrame/ExampleFrame.tsx';
import * as frameStyles from '#src/tools/ExampleFrame/ExampleFrame.css.ts';
import { PropsData } from '#src/tools/PropsData/PropsData.tsx';
import { PropsTable } from '#src/tools/PropsTable/PropsTable.tsx';
import { themeAliases, themes } from '#src/styles/themes.ts';
import {
  catalogSearch,
  EXAMPLE_WIDTHS,
  singleExampleSrc,
  widthHref,
  type CatalogQuery,
} from './catalog-query.ts';
import * as styles from './CatalogOverview.css.ts';

type Kind = CatalogEntry['kind'];

/** Kinds in reading order, with their Danish group names. */
const kindLabels: Record<Kind, string> = {
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
    <>
      <p className={styles.intro}>
        {entries.length} komponenter med i alt {exampleCount} navngivne eksempler. Eksemplerne er de
        samme, som enhedstestene renderer. Vælg et tema for eksemplerne herunder, en bredde for det
        enkelte eksempel (360, 768 eller 1280 pixel, vist i en ramme med den bredde, så sidens
        skærmbrede regler gælder), og fold »Props som data« ud for at se eksemplets data.
      </p>
      <p className={styles.intro}>
        Blokke, sidens ramme og moduler indeholder landmærker som navigation og navngivne afsnit.
        Derfor er kun deres første eksempel foldet ud; de øvrige åbnes ved at klikke på navnet.{' '}
        {expandAll ? (
          <a href={catalogSearch({ ...query, expandAll: false })}>Fold eksemplerne sammen igen</a>
        ) : (
          <a href={catalogSearch({ ...query, expandAll: true })}>Vis alle eksempler foldet ud</a>
        )}
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
                query={query}
                expandAll={expandAll}
                widths={widths}
              />
            ))}
          </section>
        ))}
      </div>
    </>
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
      {[...query.widths].map(([anchor, width]) => (
        <input key={anchor} type="hidden" name="bredde" value={`${anchor}@${width}`} />
      ))}
      {query.expandAll && <input type="hidden" name="udfoldet" value="1" />}
      <button type="submit" className={styles.select}>
        Vis tema
      </button>
    </form>
  );
}

function CatalogEntryView({
  entry,
  query,
  expandAll,
  widths,
}: {
  entry: CatalogEntry;
  query: CatalogQuery;
  expandAll: boolean;
  widths: CatalogQuery['widths'];
}) {
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
      {Object.entries(entry.examples).map(([name, props], index) => {
        const id = exampleAnchor(entry.name, name);
        const width = widths.get(id) ?? null;
        return (
          <ExampleFrame
            key={name}
            id={id}
            component={entry.name}
            name={name}
            level={rendersPageHeading.has(entry.name) ? 2 : 3}
            open={expandAll || width !== null || startsExpanded(entry.kind, index)}
            controls={<WidthLinks id={id} name={name} query={query} width={width} />}
            after={<PropsData props={props} label={`Props som data (${name})`} />}
          >
            {width === null ? (
              entry.render(props)
            ) : (
              <div className={frameStyles.scroller}>
                <iframe
                  className={frameStyles.iframe}
                  src={singleExampleSrc(id, query.theme)}
                  width={width}
                  title={`${entry.name}: ${name} i ${width} pixels bredde`}
                  loading="lazy"
                />
              </div>
            )}
          </ExampleFrame>
        );
      })}
    </article>
  );
}

/** Links that show the example at full width or in a frame of 360, 768 or 1280 pixels. */
function WidthLinks({
  id,
  name,
  query,
  width,
}: {
  id: string;
  name: string;
  query: CatalogQuery;
  width: number | null;
}) {
  const choices = [null, ...EXAMPLE_WIDTHS] as const;
  return (
    <ul className={frameStyles.widths} aria-label={`Bredde for ${name}`}>
      {choices.map((choice) => (
        <li key={choice ?? 'fuld'}>
          <a
            className={frameStyles.widthLink}
            href={widthHref(query, id, choice)}
            aria-current={choice === width ? 'true' : undefined}
          >
            {choice === null ? 'Fuld bredde' : `${choice} px`}
          </a>
        </li>
      ))}
    </ul>
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
