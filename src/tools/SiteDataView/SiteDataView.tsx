import type { ReactNode } from 'react';
import type { SiteDataResult } from '#src/server/cms/site-data.ts';
import { isThemeAlias, themes } from '#src/styles/themes.ts';
import { KeyValueRows, ToolsTable } from '#src/tools/ToolsTable/ToolsTable.tsx';
import * as styles from './SiteDataView.css.ts';

const none = 'ikke sat';

/** The theme a site's alias gives: its label, or the fallback to the default theme. */
export function themeDescription(alias: string): string {
  return isThemeAlias(alias)
    ? `${themes[alias].label} (${alias})`
    : `Ukendt tema "${alias}", siden bruger Standard (default)`;
}

export function JsonValue({ value }: { value: unknown }) {
  return <pre className={styles.json}>{JSON.stringify(value, null, 2)}</pre>;
}

/** The site data from the backend, or a clear message why it is missing. */
export function SiteDataView({ result }: { result: SiteDataResult }) {
  if (!result.ok) {
    return (
      <div className={styles.problem}>
        <p className={styles.problemTitle}>Sitedata kunne ikke hentes for {result.appHost}.</p>
        <p>{result.reason}</p>
        <p>Resten af oversigten er stadig gyldig. Prøv at genindlæse siden om lidt.</p>
      </div>
    );
  }
  const { site } = result;
  const rows: [string, ReactNode][] = [
    ['Værtsnavn (appHost)', result.appHost],
    ['Id', site.id ?? none],
    ['Navn', site.name ?? none],
    ['URL', site.url ?? none],
    ['Sprog (culture)', site.culture ?? none],
    [
      'Sprogversioner',
      site.cultures.length ? (
        <ul className={styles.list}>
          {site.cultures.map((c) => (
            <li key={c.culture}>
              {c.culture}: {c.url}
            </li>
          ))}
        </ul>
      ) : (
        'ingen'
      ),
    ],
    ['Tema', themeDescription(site.themeAlias)],
    ['Loginside', site.loginUrl ?? none],
    ['Søgeside', site.searchPageUrl ?? none],
    ['Sitenøgle (siteKey)', site.key ?? none],
    ['Hovedmenu (navigation.main)', `${site.mainNav.length} punkter`],
    ['Burgermenu (navigation.burger)', `${site.burgerNav.length} punkter`],
    ['Monsido-kode', site.monsidoCode ?? none],
    ['Footerens tagline', site.footer.tagLine ?? none],
    ['frontend.configuration', <JsonValue key="json" value={site.configuration} />],
  ];
  return (
    <ToolsTable caption={`Sitedata for ${site.name ?? result.appHost}`} columns={['Felt', 'Værdi']}>
      <KeyValueRows rows={rows} />
    </ToolsTable>
  );
}
