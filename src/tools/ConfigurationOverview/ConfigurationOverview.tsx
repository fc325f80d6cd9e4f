import type { ReactNode } from 'react';
import { formatDateTime } from '#src/shared/format.ts';
import type { PublicConfig } from '#src/server/public-config.ts';
import type { SiteDataResult } from '#src/server/cms/site-data.ts';
import { FlagTable } from '#src/tools/FlagTable/FlagTable.tsx';
import {
  JsonValue,
  SiteDataView,
  themeDescription,
} from '#src/tools/SiteDataView/SiteDataView.tsx';
import { CodeName } from '#src/tools/ToolsTable/CodeName.tsx';
import { KeyValueRows, ToolsTable } from '#src/tools/ToolsTable/ToolsTable.tsx';
import * as styles from './ConfigurationOverview.css.ts';

export type ConfigurationOverviewProps = {
  config: PublicConfig;
  site: SiteDataResult;
  build: { id: string; timestamp: number };
  backend: { url: string; sample: boolean; apiKeySet: boolean; timeoutMs: number };
};

const sections = [
  { id: 'flag', title: 'Funktionsflag' },
  { id: 'konfiguration', title: 'Offentlig konfiguration' },
  { id: 'tema', title: 'Aktivt tema' },
  { id: 'sitedata', title: 'Sitedata' },
  { id: 'build', title: 'Build' },
  { id: 'backend', title: 'Backend' },
] as const;

type SectionId = (typeof sections)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = sections.find((s) => s.id === id)?.title;
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`}>{title}</h2>
      {children}
    </section>
  );
}

const display = (value: unknown): ReactNode =>
  value === null ? (
    'null (ikke sat)'
  ) : typeof value === 'object' ? (
    <JsonValue value={value} />
  ) : typeof value === 'string' ? (
    // Addresses and names: code, which wraps anywhere rather than widen the table.
    <code>{value}</code>
  ) : (
    String(value)
  );

/** Everything the running site is configured with, except secrets. */
export function ConfigurationOverview({
  config,
  site,
  build,
  backend,
}: ConfigurationOverviewProps) {
  const settings = Object.entries(config).filter(([key]) => key !== 'flags');
  return (
    <>
      <p className={styles.intro}>
        Sådan er denne server sat op lige nu. Den offentlige konfiguration kommer fra
        standardværdierne og miljøvariablen PUBLIC_CONFIG; den er også synlig i browseren.
      </p>
      <nav aria-label="Afsnit">
        <ul className={styles.jumpList}>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="flag">
        <FlagTable config={config} />
      </Section>

      <Section id="konfiguration">
        <ToolsTable
          caption="Indstillinger i den offentlige konfiguration"
          columns={['Indstilling', 'Værdi']}
        >
          <KeyValueRows
            rows={settings.map(([key, value]) => [
              <CodeName key={key}>{key}</CodeName>,
              display(value),
            ])}
          />
        </ToolsTable>
        <details>
          <summary>Hele den offentlige konfiguration som JSON</summary>
          <JsonValue value={config} />
        </details>
      </Section>

      <Section id="tema">
        {site.ok ? (
          <p>
            Sitet bruger temaet <strong>{themeDescription(site.site.themeAlias)}</strong>. Temaet
            vælges i backenden (site.theme.alias).
          </p>
        ) : (
          <p>Det aktive tema kendes ikke, fordi sitedata ikke kunne hentes.</p>
        )}
      </Section>

      <Section id="sitedata">
        <SiteDataView result={site} />
      </Section>

      <Section id="build">
        <ToolsTable caption="Den kørende build" columns={['Felt', 'Værdi']}>
          <KeyValueRows
            rows={[
              ['Build-id', <code key="id">{build.id}</code>],
              [
                'Bygget',
                <time key="time" dateTime={new Date(build.timestamp).toISOString()}>
                  {formatDateTime(new Date(build.timestamp).toISOString(), 'da')}
                </time>,
              ],
            ]}
          />
        </ToolsTable>
      </Section>

      <Section id="backend">
        <ToolsTable caption="Forbindelsen til indholdsbackenden" columns={['Felt', 'Værdi']}>
          <KeyValueRows
            rows={[
              ['URL', <code key="url">{backend.url}</code>],
              ['Eksempelbackend', backend.sample ? 'Ja, den indbyggede eksempelbackend' : 'Nej'],
              ['API-nøgle sat', backend.apiKeySet ? 'Ja' : 'Nej'],
              ['Tidsgrænse', `${backend.timeoutMs} ms`],
            ]}
          />
        </ToolsTable>
        <p className={styles.note}>Selve API-nøglen vises aldrig.</p>
      </Section>
    </>
  );
}
