import type { SafeHtml } from '#src/server/sanitize.ts';
import * as styles from './RichText.css.ts';

/** Renders CMS rich text. Only `SafeHtml` (sanitized on the server) is accepted. */
export function RichText({ html, className }: { html: SafeHtml; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
