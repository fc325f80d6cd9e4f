import { Icon } from '#src/components/Icon/Icon.tsx';
import type { Link } from '#src/server/types.ts';
import * as styles from './Card.css.ts';

/** The "see all" link under a list of cards (the block's `link`: all news, all events). */
export function SeeAllLink({ link }: { link: Link }) {
  return (
    <p className={styles.more}>
      <a href={link.url} className={styles.moreLink}>
        {link.name}
        <Icon name="arrow-right" />
      </a>
    </p>
  );
}
