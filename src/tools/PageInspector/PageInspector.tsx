import { useId } from 'react';
import { ToolsTable } from '#src/tools/ToolsTable/ToolsTable.tsx';
import * as tableStyles from '#src/tools/ToolsTable/ToolsTable.css.ts';
import type { Inspection } from '#src/server/revalidate/inspect.ts';
import type { Finding } from '#src/server/content-check/rules.ts';
import { ContentFindings } from '#src/tools/ContentFindings/ContentFindings.tsx';
import * as styles from './PageInspector.css.ts';

export type PageInspectorProps = {
  inspection: Inspection;
  /** The `url` as typed (shown again in the field). */
  input: string;
  /** After the revalidate button: how many cached entries were dropped. */
  revalidated: number | null;
  /** Where the button posts (the session's endpoint, no bearer token). */
  action: string;
  /** The content check's page-model findings for the page (decision 044); null: no page. */
  findings?: readonly Finding[] | null;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;

/** Pretty-printed JSON: React escapes it, nothing in it becomes markup. */
function JsonPart({ title, value, open }: { title: string; value: unknown; open?: boolean }) {
  return (
    <details className={styles.part} open={open}>
      <summary className={styles.summary}>{title}</summary>
      <pre className={styles.json}>{JSON.stringify(value ?? null, null, 2)}</pre>
    </details>
  );
}

/**
 * The page inspector: a GET form for the address; for a usable address the cache state with a
 * revalidate button (a plain POST form), the adapter's warnings and the validated answer, part
 * by part; for a refused one, why.
 */
export function PageInspector({
  inspection,
  input,
  revalidated,
  action,
  findings,
}: PageInspectorProps) {
  const fieldId = useId();
  const hintId = useId();
  return (
    <>
      <p>
        Se præcis hvad backenden sendte for en side: det validerede svar, de advarsler adapteren
        loggede, og hvad cachen holder for adressen.
      </p>
      <p>
        Hele sitet på én gang, før det går i luften: kør{' '}
        <code className={styles.code}>npm run check:backend -- --backend URL --host HOST</code>. Den
        henter hver side gennem den samme klient og adapter og siger, hvad sitet ville svare, hvilke
        blokke der springes over og hvilke felter der droppes (README, “Deployment”).
      </p>
      <form method="get" className={styles.form}>
        <div className={styles.field}>
          <label htmlFor={fieldId}>Sidens adresse</label>
          <input
            id={fieldId}
            className={styles.input}
            name="url"
            type="text"
            defaultValue={input}
            placeholder="/borger/affald-og-genbrug/"
            aria-describedby={hintId}
            spellCheck={false}
            autoComplete="off"
          />
          <span id={hintId}>En sti på dette site, fx /borger/. Ingen fulde adresser.</span>
        </div>
        <button type="submit" className={styles.button}>
          Vis siden
        </button>
      </form>
      {inspection.state === 'refused' && (
        <div className={styles.problem} role="alert">
          <p className={styles.strong}>Adressen kan ikke bruges</p>
          <p>
            <code className={styles.code}>{inspection.input}</code> blev afvist:{' '}
            {inspection.problem}. Skriv en sti på dette site, der starter med én /.
          </p>
        </div>
      )}
      {inspection.state === 'inspected' && (
        <Inspected inspection={inspection} revalidated={revalidated} action={action} />
      )}
      {inspection.state === 'inspected' && findings && (
        <section aria-labelledby="inspector-content-check">
          <h2 id="inspector-content-check">Indholdstjek ({findings.length})</h2>
          <p>
            Reglerne for sidens eget indhold. Links og dokumenter tjekkes på{' '}
            <a href="/__limbo/content-check/">værktøjssiden Indholdstjek</a> og med{' '}
            <code className={styles.code}>npm run check:content</code>.
          </p>
          <ContentFindings findings={findings} />
        </section>
      )}
    </>
  );
}

function Inspected({
  inspection,
  revalidated,
  action,
}: {
  inspection: Extract<Inspection, { state: 'inspected' }>;
  revalidated: number | null;
  action: string;
}) {
  const { path, answer, caches, warnings } = inspection;
  return (
    <>
      {revalidated !== null && (
        <p className={styles.notice} role="status">
          Siden {path} er genindlæst: {revalidated} cacheposter er droppet her, og de andre
          processer har fået besked.
        </p>
      )}
      <section aria-labelledby="inspector-cache">
        <h2 id="inspector-cache">Cache for {path}</h2>
        {caches.length === 0 ? (
          <p>Hverken backend-cachen eller sidecachen holder noget for adressen i denne proces.</p>
        ) : (
          <ToolsTable
            caption="Cacheposter i denne proces"
            columns={['Cache', 'Nøgle', 'Status', 'Alder', 'Tilstand']}
          >
            {caches.map((row) => (
              <tr key={`${row.cache}${row.key}`}>
                <th scope="row" className={tableStyles.rowHead}>
                  {row.cache === 'backend' ? 'Backend (mikrocache)' : 'Sidecache'}
                </th>
                <td className={tableStyles.cell}>
                  <code className={styles.code}>{row.key}</code>
                </td>
                <td className={tableStyles.cell}>{row.status}</td>
                <td className={tableStyles.cell}>{seconds(row.ageMs)}</td>
                <td className={tableStyles.cell}>
                  {row.fresh ? 'frisk' : 'forældet (bruges kun hvis backenden fejler)'}
                </td>
              </tr>
            ))}
          </ToolsTable>
        )}
        <form method="post" action={action}>
          <input type="hidden" name="url" value={path} />
          <button type="submit" className={styles.button}>
            Genindlæs siden (revalidér)
          </button>
        </form>
      </section>
      <section aria-labelledby="inspector-warnings">
        <h2 id="inspector-warnings">Advarsler fra adapteren</h2>
        {warnings.length === 0 ? (
          <p>Ingen: alle felter blev brugt.</p>
        ) : (
          <ul className={styles.list}>
            {warnings.map((w, i) => (
              <li key={i}>
                {w.msg}
                {Object.keys(w.fields).length > 0 && (
                  <>
                    {': '}
                    <code className={styles.code}>{JSON.stringify(w.fields)}</code>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="inspector-answer">
        <h2 id="inspector-answer">Backendens svar (valideret)</h2>
        <p>
          {inspection.source === 'cache'
            ? `Fra mikrocachen, ${seconds(inspection.ageMs ?? 0)} gammelt: det svar siden bygges af nu.`
            : 'Hentet fra backenden nu (adressen var ikke i mikrocachen).'}
        </p>
        {inspection.failure && (
          <div className={styles.problem} role="alert">
            <p className={styles.strong}>Backenden svarede ikke brugbart</p>
            <p>{inspection.failure}</p>
          </div>
        )}
        {answer && (
          <>
            <JsonPart
              title={`Kuvert: meta.code ${answer.meta.code}, pageId ${answer.pageId ?? '–'}`}
              value={{ ...answer, site: undefined, content: undefined, navigation: undefined }}
              open
            />
            <JsonPart title="site" value={answer.site} />
            <JsonPart title="navigation" value={answer.navigation} />
            <JsonPart title="content" value={answer.content} open />
          </>
        )}
      </section>
    </>
  );
}
