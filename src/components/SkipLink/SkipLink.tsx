import * as styles from './SkipLink.css.ts';

export function SkipLink({ label, target = '#main' }: { label: string; target?: string }) {
  return (
    <a className={styles.skipLink} href={target}>
      {label}
    </a>
  );
}
