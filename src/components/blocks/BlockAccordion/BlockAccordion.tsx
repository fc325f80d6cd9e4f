import type { BlockProps } from '../block-props.ts';
import { RichText } from '#src/components/RichText/RichText.tsx';
import { DisclosureRow } from '../DisclosureRow.tsx';
import * as styles from './BlockAccordion.css.ts';
import type { BlockAccordionContent } from './BlockAccordion.schema.ts';

/**
 * Native `details`/`summary`: opens and closes without JavaScript and is searchable with the
 * browser's find. The summary holds text, not a heading: a summary is a button, and a heading
 * inside it would lose its role in most screen readers anyway.
 */
export function BlockAccordion({ items }: BlockProps<BlockAccordionContent>) {
  if (items.length === 0) return null;
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => (
        <DisclosureRow key={`${item.title}-${index}`} title={item.title}>
          {item.text && <RichText html={item.text} />}
        </DisclosureRow>
      ))}
    </div>
  );
}
