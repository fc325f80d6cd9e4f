import type { BlockProps } from '../block-props.ts';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { RichText } from '#src/components/RichText/RichText.tsx';
import * as styles from './BlockAccordion.css.ts';
import * as rows from '#src/styles/rows.css.ts';

/**
 * Native `details`/`summary`: opens and closes without JavaScript and is searchable with the
 * browser's find. The summary holds text, not a heading: a summary is a button, and a heading
 * inside it would lose its role in most screen readers anyway.
 */
export function BlockAccordion({ items }: BlockProps<'BlockAccordion'>) {
  if (items.length === 0) return null;
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => (
        <details key={`${item.title}-${index}`} className={rows.ruledRow}>
          <summary className={rows.disclosureSummary}>
            <span className={rows.disclosureText}>{item.title}</span>
            <Icon name="chevron-down" className={rows.disclosureChevron} />
          </summary>
          {item.text && (
            <div className={rows.disclosurePanel}>
              <RichText html={item.text} />
            </div>
          )}
        </details>
      ))}
    </div>
  );
}
