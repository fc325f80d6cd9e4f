import type { ListItem } from '#src/server/types.ts';
import type { Language } from '#src/shared/language.ts';
import type { Translate } from '#src/shared/dictionary/index.ts';
import { byDeadline, dateTimeAttribute, deadlinePassed, formatDate } from '#src/shared/format.ts';
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
  /**
   * The items' dates are application deadlines (a job list, deadline-list.ts): labelled so, the
   * nearest first and the passed ones last, marked (by the day, format.ts deadlinePassed).
   */
  deadlines?: boolean;
};

/** The meta line: the date, or the deadline with its label and whether it has passed. */
function DateMeta({
  date,
  deadlines,
  t,
  language,
}: {
  date: string | null;
  deadlines: boolean;
  t: Translate;
  language: Language;
}) {
  const formatted = formatDate(date, language);
  if (!date || !formatted) return null;
  const time = <time dateTime={dateTimeAttribute(date)}>{formatted}</time>;
  if (!deadlines) return time;
  return (
    <>
      {/* One item of the meta line (a flex row): the label with its date. */}
      <span>
        {t('job.deadline')}: {time}
      </span>
      {deadlinePassed(date) && (
        <>
          {' '}
          <strong className={styles.expired} data-expired="">
            {t('job.expired')}
          </strong>
        </>
      )}
    </>
  );
}

/** The items of a list page or of a search group as a grid of cards, each an article. */
export function ListCards({
  items,
  headingLevel,
  t,
  language,
  quality,
  first = true,
  deadlines = false,
}: ListCardsProps) {
  const shown = deadlines ? byDeadline(items, (item) => item.date) : items;
  return (
    <ul className={styles.list}>
      {shown.map((item, index) => (
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
              formatDate(item.date, language) && (
                <DateMeta date={item.date} deadlines={deadlines} t={t} language={language} />
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
