import type { ListItem } from '#src/server/types.ts';
import type { Language } from '#src/shared/language.ts';
import type { Translate } from '#src/shared/dictionary/index.ts';
import { dateTimeAttribute, formatDate } from '#src/shared/format.ts';
import { Card } from '#src/components/Card/Card.tsx';
import * as styles from './ListCards.css.ts';

/**
 * The first cards are in the first screen (one column on a phone, up to three on a desktop):
 * their images load at once, the first with high priority, as it is the page's largest paint.
 * Only the rest wait until they are scrolled near.
 */
const EAGER_CARDS = 3;

/** One column on a phone, up to three from 64rem. */
const CARD_SIZES = '(min-width: 64rem) 25rem, (min-width: 40rem) 50vw, 100vw';

export type ListCardsProps = {
  items: ListItem[];
  /** h2 when nothing heads the list; one below the heading of a group. */
  headingLevel: 'h2' | 'h3' | 'h4';
  t: Translate;
  language: Language;
  /** ImageSharp quality (80, or 60 in the energy-saver theme). */
  quality: number;
  /** Whether the list starts in the first screen (the first of a page's lists). */
  first?: boolean;
};

/** The items of a list page or of a search group as a grid of cards, each an article. */
export function ListCards({
  items,
  headingLevel,
  t,
  language,
  quality,
  first = true,
}: ListCardsProps) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={item.id}>
          {/* Each item is an article of its own; the e2e tests count them. */}
          <Card
            as="article"
            link={item}
            headingLevel={headingLevel}
            image={item.image}
            imageAlt={item.image?.alt}
            quality={quality}
            ratio="16/9"
            sizes={CARD_SIZES}
            loading={first && index < EAGER_CARDS ? 'eager' : 'lazy'}
            fetchPriority={first && index === 0 ? 'high' : undefined}
            meta={
              item.date &&
              formatDate(item.date, language) && (
                <time dateTime={dateTimeAttribute(item.date)}>
                  {formatDate(item.date, language)}
                </time>
              )
            }
            teaser={item.teaser}
            t={t}
            variant="surface"
            className={styles.card}
          />
        </li>
      ))}
    </ul>
  );
}
