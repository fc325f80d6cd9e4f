import * as styles from './FeedLink.css.ts';

export type FeedLinkProps = {
  /** The list page's path (with its trailing slash); its feed is `<path>feed.xml`. */
  path: string;
  label: string;
};

/** The visible link to a list page's RSS feed (the head links it too, decision 017). */
export function FeedLink({ path, label }: FeedLinkProps) {
  const base = path.endsWith('/') ? path : `${path}/`;
  return (
    <p data-print="hide">
      <a className={styles.feed} href={`${base}feed.xml`} type="application/rss+xml">
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="3" cy="13" r="2" fill="currentColor" />
          <path
            d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5M1 1.5A13.5 13.5 0 0 1 14.5 15"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        {label}
      </a>
    </p>
  );
}
