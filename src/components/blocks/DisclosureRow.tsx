import type { ReactNode } from 'react';
import { Icon } from '#src/components/Icon/Icon.tsx';
import * as rows from '#src/styles/rows.css.ts';

/**
 * One native `details` row of the accordion and of borger.dk's micro articles: opens and closes
 * without JavaScript. The summary holds text, not a heading (a summary is a button). The panel
 * is left out when there is nothing to show.
 */
export function DisclosureRow({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <details className={rows.ruledRow}>
      <summary className={rows.disclosureSummary}>
        <span className={rows.disclosureText}>{title}</span>
        <Icon name="chevron-down" className={rows.disclosureChevron} />
      </summary>
      {children && <div className={rows.disclosurePanel}>{children}</div>}
    </details>
  );
}
