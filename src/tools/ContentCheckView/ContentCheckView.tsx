import { useId } from 'react';
import type { ContentCheckState } from '#src/server/content-check/tool-run.ts';
import type { PageFindings } from '#src/server/content-check/run.ts';
import { rules, ruleIds } from '#src/server/content-check/rules.ts';
import { ToolsTable } from '#src/tools/ToolsTable/ToolsTable.tsx';
import * as tableStyles from '#src/tools/ToolsTable/ToolsTable.css.ts';
import { ContentFindings, severityText } from '#src/tools/ContentFindings/ContentFindings.tsx';
import * as inspectorStyles from '#src/tools/PageInspector/PageInspector.css.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import * as styles from './ContentCheckView.css.ts';

export type ContentCheckViewProps = {
  state: ContentCheckState;
  /** After the button: `started`, or `busy` when a run was already under way. */
  run: 'started' | 'busy' | null;
  /** Where the button posts. */
  action: string;
};

const time = (iso: string) =>
  new Date(iso).toLocaleString('da-DK', { dateStyle: 'short', timeStyle: 'short' });

function EditLink({ page }: { page: PageFindings }) {
  return page.editUrl ? (
    <a href={page.editUrl}>
      Redigér i Umbraco<span className={visuallyHidden}> ({page.path})</span>
    </a>
  ) : null;
}

/**
 * The content check's tools page (decision 044): a button that starts a run in the background,
 * its progress while it runs, and the last report by rule and by page, each page with a link to
 * edit it in Umbraco.
 */
export function ContentCheckView({ state, run, action }: ContentCheckViewProps) {
  const pathsId = useId();
  const hintId = useId();
  const { running, last, failure } = state;
  return (
    <>
      <p>
        Tjekker indholdet af sitets sider for det, der bryder tilgængeligheden eller links: billeder
        uden alternativ tekst, overskrifter der springer et niveau over, links der ikke siger hvor
        de fører hen, brudte links, PDF-filer uden tags, tabeller uden overskrifter og mere.
        Reglerne er forklaret i <code className={styles.code}>docs/editors.md</code>; fra en
        terminal: <code className={styles.code}>npm run check:content</code>.
      </p>
      {run === 'started' && (
        <p className={inspectorStyles.notice} role="status">
          Tjekket er startet. Det kører i baggrunden; opdatér siden for at se, hvor langt det er.
        </p>
      )}
      {run === 'busy' && (
        <p className={inspectorStyles.notice} role="status">
          Der kører allerede et tjek. Kun ét ad gangen: vent, til det er færdigt.
        </p>
      )}
      {running ? (
        <section aria-labelledby="content-check-running">
          <h2 id="content-check-running">Tjek i gang</h2>
          <p>
            Startet {time(running.startedAt)} af {running.by}. Tjekket {running.done} af{' '}
            {running.total || '?'} sider
            {running.current ? (
              <>
                , nu <code className={styles.code}>{running.current}</code>
              </>
            ) : null}
            .
          </p>
          <progress
            className={styles.progress}
            max={Math.max(running.total, 1)}
            value={running.done}
            aria-label="Sider tjekket"
          />
          <p>
            <a href="?">Opdatér</a>
          </p>
        </section>
      ) : (
        <form method="post" action={action} className={styles.form}>
          <label htmlFor={pathsId}>Kun disse sider (valgfrit, én sti pr. linje)</label>
          <textarea
            id={pathsId}
            name="paths"
            className={styles.textarea}
            aria-describedby={hintId}
            placeholder="/borger/affald-og-genbrug/"
            spellCheck={false}
          />
          <span id={hintId}>Tomt felt: hele sitet, som sitemap og menuer viser det.</span>
          <button type="submit" className={inspectorStyles.button}>
            Start et indholdstjek
          </button>
        </form>
      )}
      {failure && (
        <div className={inspectorStyles.problem} role="alert">
          <p className={inspectorStyles.strong}>Det sidste tjek kunne ikke gennemføres</p>
          <p>{failure}</p>
        </div>
      )}
      {last ? <Report report={last} /> : <p>Der er ikke kørt noget tjek endnu.</p>}
    </>
  );
}

function Report({ report }: { report: NonNullable<ContentCheckState['last']> }) {
  const checked = report.pages.filter((p) => !p.problem);
  const all = report.pages.flatMap((p) => p.findings);
  return (
    <>
      <section aria-labelledby="content-check-rules">
        <h2 id="content-check-rules">Seneste rapport efter regel</h2>
        <p>
          Kørt {time(report.startedAt)}–{time(report.finishedAt)} for {report.host}:{' '}
          {checked.length} sider tjekket, {report.pages.length - checked.length} kunne ikke tjekkes,{' '}
          {all.length} fund.
        </p>
        {report.notes.length > 0 && (
          <ul>
            {report.notes.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ul>
        )}
        <ToolsTable
          caption="Fund efter regel"
          columns={['Regel', 'Hvad', 'Alvor', 'WCAG', 'Fund', 'Sider']}
        >
          {ruleIds.map((id) => {
            const found = all.filter((f) => f.rule === id).length;
            const onPages = report.pages.filter((p) => p.findings.some((f) => f.rule === id));
            return (
              <tr key={id}>
                <th scope="row" className={tableStyles.rowHead}>
                  <code className={styles.code}>{id}</code>
                </th>
                <td className={tableStyles.cell}>{rules[id].title.da}</td>
                <td className={tableStyles.cell}>{severityText[rules[id].severity]}</td>
                <td className={tableStyles.cell}>{rules[id].wcag ?? '–'}</td>
                <td className={tableStyles.cell}>{found}</td>
                <td className={tableStyles.cell}>{onPages.length}</td>
              </tr>
            );
          })}
        </ToolsTable>
        {ruleIds.map((id) => {
          const onPages = report.pages.filter((p) => p.findings.some((f) => f.rule === id));
          if (onPages.length === 0) return null;
          return (
            <details key={id} className={styles.group}>
              <summary className={styles.summary}>
                {id}: {rules[id].title.da} ({onPages.length} sider)
              </summary>
              <p>{rules[id].message.da}</p>
              <ul className={styles.pages}>
                {onPages.map((page) => (
                  <li key={page.path}>
                    <a href={page.path}>{page.path}</a>:{' '}
                    {page.findings.filter((f) => f.rule === id).length} fund ·{' '}
                    <EditLink page={page} />
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
      </section>
      <section aria-labelledby="content-check-pages">
        <h2 id="content-check-pages">Efter side</h2>
        {report.pages.filter((p) => p.findings.length > 0 || p.problem).length === 0 ? (
          <p>Ingen fund på nogen side.</p>
        ) : (
          report.pages
            .filter((p) => p.findings.length > 0 || p.problem)
            .map((page) => (
              <details key={page.path} className={styles.group}>
                <summary className={styles.summary}>
                  {page.path} ({page.problem ? 'ikke tjekket' : `${page.findings.length} fund`})
                </summary>
                {page.problem ? (
                  <p>Kunne ikke tjekkes: {page.problem}</p>
                ) : (
                  <>
                    <p>
                      <a href={page.path}>Se siden</a> · <EditLink page={page} />
                      {page.truncated ? ' · kun de første fund er med' : ''}
                    </p>
                    <ContentFindings findings={page.findings} />
                  </>
                )}
              </details>
            ))
        )}
      </section>
    </>
  );
}
