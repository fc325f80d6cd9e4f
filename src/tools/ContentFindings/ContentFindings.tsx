import type { Finding } from '#src/server/content-check/rules.ts';
import * as styles from './ContentFindings.css.ts';

/** How a severity reads on the tools pages. */
export const severityText = { error: 'fejl', warning: 'advarsel' } as const;

/**
 * A page's content-check findings (decision 044), one item each: the rule's id, its severity and
 * WCAG criterion, where on the page, the offending text or address, and what to do in Umbraco.
 * Everything from the backend is text React escapes.
 */
export function ContentFindings({ findings }: { findings: readonly Finding[] }) {
  if (findings.length === 0) return <p>Ingen fund: indholdet overholder alle reglerne.</p>;
  return (
    <ul className={styles.list}>
      {findings.map((f, i) => (
        <li key={i} className={styles.item}>
          <p className={styles.head}>
            <code className={styles.rule}>{f.rule}</code> ({severityText[f.severity]}
            {f.wcag ? `, WCAG ${f.wcag}` : ''}) i {f.block ?? 'siden'}:{' '}
            <span className={styles.element}>{f.element}</span>
          </p>
          <p className={styles.message}>{f.message}</p>
        </li>
      ))}
    </ul>
  );
}
