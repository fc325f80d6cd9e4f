import { Icon } from '#src/components/Icon/Icon.tsx';
import type { PublicConfig } from '#src/server/public-config.ts';
import * as table from '#src/tools/ToolsTable/ToolsTable.css.ts';
import { CodeName, ProseWithNames } from '#src/tools/ToolsTable/CodeName.tsx';
import { ToolsTable } from '#src/tools/ToolsTable/ToolsTable.tsx';
import * as styles from './FlagTable.css.ts';

/** What each flag switches, for site builders. */
const descriptions: Record<string, string> = {
  showStageDemo: 'Demosider (Kultunaut), farveliste og typografi',
  themeTesting: 'Temavælgeren',
  SUBSCRIPTION_MODULE: 'Abonnér på ændringer af en side',
  FEEDBACK_MODULE: '"Var siden nyttig?" under indholdet',
  SHARE_PAGE_MODULE: 'Del siden',
  UMBRACO_MICRO_CACHE: 'Kort cache af backendens svar',
  BURGER_MENU_ALLOW_SUB_MENU: 'Undermenuer i burgermenuen',
  BURGER_MENU_LANGUAGE_SELECTOR: 'Sprogvælger i burgermenuen',
  HIDDEN_BRANDING: 'Skjul leverandørens branding i footeren',
  USE_LOCAL_FAVICON: 'Sidens eget favicon',
  HEARING_SHOW_FORM_NUMBER: 'Skemanummer i høringslister',
  SHOW_GO_TO_TOP_BUTTON:
    'Linket »Til toppen« (#top): uden JavaScript nederst på siden, med JavaScript en knap i hjørnet, når man har rullet en skærm ned',
  CLIMATE_BUTTON:
    'Knappen »Klimavenlig visning« over footeren: skifter til temaet energy-saver og billedkvalitet baseImageClimateQuality, og husker valget i en cookie',
  TOAST_NOTIFICATIONS:
    'Bekræftelser (feedback sendt, abonnement oprettet, link kopieret) vises også som en kort besked nederst i hjørnet, der kan lukkes (10 s, pause ved mus eller fokus)',
  UMBRACO_URL_REDIRECT:
    'En side vist på en anden adresse end sin Umbraco-URL (fx et umbracoUrlAlias eller store bogstaver) sendes dertil med 301. Backendens egne omdirigeringer følges altid',
};

/** Every on/off setting: the page flags (showStageDemo, themeTesting) and `flags`. */
export function flagRows(
  config: PublicConfig,
): { name: string; on: boolean; description: string }[] {
  const page = (['showStageDemo', 'themeTesting'] as const).map((name) => ({
    name,
    on: config[name],
  }));
  const flags = Object.entries(config.flags).map(([name, on]) => ({ name, on }));
  return [...page, ...flags].map((row) => ({ ...row, description: descriptions[row.name] ?? '' }));
}

export function FlagTable({ config }: { config: PublicConfig }) {
  return (
    <ToolsTable caption="Funktionsflag og deres tilstand" columns={['Flag', 'Tilstand', 'Styrer']}>
      {flagRows(config).map((row) => (
        <tr key={row.name}>
          <th scope="row" className={table.rowHead}>
            <CodeName>{row.name}</CodeName>
          </th>
          <td className={table.cell}>
            <span className={row.on ? styles.state.on : styles.state.off}>
              <Icon name={row.on ? 'check' : 'close'} />
              {row.on ? 'Til' : 'Fra'}
            </span>
          </td>
          <td className={table.cell}>
            <ProseWithNames>{row.description}</ProseWithNames>
          </td>
        </tr>
      ))}
    </ToolsTable>
  );
}
