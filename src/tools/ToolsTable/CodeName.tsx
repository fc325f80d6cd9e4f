import { Fragment } from 'react';
import * as styles from './ToolsTable.css.ts';

/** Where a code name may wrap: after `_`, `.`, `-` or `/`, and at a camelCase hump. */
export function nameParts(name: string): string[] {
  return name.split(/(?<=[_./-])|(?<=[a-z0-9])(?=[A-Z])/);
}

/**
 * A name in a table (a flag, a setting, a dictionary key, a token) as code, which a narrow
 * column wraps at its joints (BURGER_MENU_ / LANGUAGE_ / SELECTOR, cookieType. / functional)
 * and never inside a word.
 */
export function CodeName({ children }: { children: string }) {
  return (
    <code className={styles.code}>
      {nameParts(children).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

/**
 * Prose that names code (`baseImageClimateQuality`, `umbracoUrlAlias`): each camelCase name is
 * shown as a CodeName, so a narrow column wraps it at its humps instead of widening for it.
 */
export function ProseWithNames({ children }: { children: string }) {
  return children
    .split(/\b([a-z]+(?:[A-Z][a-z0-9]*)+)\b/)
    .map((part, i) => (i % 2 === 1 ? <CodeName key={i}>{part}</CodeName> : part));
}
