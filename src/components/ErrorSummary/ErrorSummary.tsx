import * as styles from './ErrorSummary.css.ts';

export type ErrorSummaryProps = {
  /** The element's id: a plain post's redirect names it, so the browser focuses it on arrival. */
  id: string;
  /** "Der er et problem". */
  title: string;
  /** One line per problem; `href` names the field it is about (`#subscription-email-1204`). */
  items: { text: string; href?: string }[];
  /** The heading level inside its module (the module's own heading is an h2). */
  level?: 2 | 3;
};

/**
 * The error summary of a form, in the GOV.UK and DKFDS pattern: at the top of the form, a
 * heading and a link to each field with a problem. Focusable (not in the tab order) so a
 * submit can move focus here; the alert role announces it when it appears without a reload.
 */
export function ErrorSummary({ id, title, items, level = 3 }: ErrorSummaryProps) {
  if (items.length === 0) return null;
  const Heading = `h${level}` as const;
  return (
    // A group named by its heading (an unnamed `<div>` may not carry aria-labelledby).
    <div
      id={id}
      className={styles.summary}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-title`}
    >
      <div role="alert">
        <Heading id={`${id}-title`} className={styles.title}>
          {title}
        </Heading>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={`${item.href ?? ''}${item.text}`}>
              {item.href ? (
                <a href={item.href} className={styles.link}>
                  {item.text}
                </a>
              ) : (
                item.text
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
