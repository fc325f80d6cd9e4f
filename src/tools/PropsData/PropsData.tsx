import { propsJson } from './props-json.ts';
import * as styles from './PropsData.css.ts';

/** One example's props as pretty JSON, collapsed under its summary (escaped by React). */
export function PropsData({ props, label }: { props: unknown; label: string }) {
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{label}</summary>
      {/* Scrollable, so it can take keyboard focus (axe: scrollable-region-focusable). */}
      <pre className={styles.pre} tabIndex={0}>
        <code>{propsJson(props)}</code>
      </pre>
    </details>
  );
}
