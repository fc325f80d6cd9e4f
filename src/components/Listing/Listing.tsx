import type { Language, Listing as ListingData } from '#src/server/cms/types.ts';
import type { Translate } from '#src/shared/dictionary/index.ts';
import { dateTimeAttribute, formatDate } from '#src/shared/format.ts';
import { Card } from '#src/components/Card/Card.tsx';
import { Pagination } from '#src/components/Pagination/Pagination.tsx';
import { pageWindow } from '#src/shared/paginate.ts';
import * as styles from './Listing.css.ts';

/**
 * The first cards are in the first screen (one column on a phone, up to three on a desktop):
 * their images load at once, the first with high priority, as it is the page's largest paint.
 * Only the rest wait until they are scrolled near.
 */
const EAGER_CARDS = 3;

export type ListingProps = {
  listing: ListingData | { failed: true };
  /** The page's path; pagination links stay on it. */
  path: string;
  /** Query kept in pagination links (the search text). */
  keep?: URLSearchParams;
  t: Translate;
  language: Language;
  /** ImageSharp quality (80, or 60 in the energy-saver theme). */
  quality: number;
};

/** One column on a phone, up to three from 64rem. */
const CARD_SIZES = '(min-width: 64rem) 25rem, (min-width: 40rem) 50vw, 100vw';

/** List items as cards with pagination, or a clear message when the list could not be loaded. */
export function Listing({
  listing,
  path,
  keep = new URLSearchParams(),
  t,
  language,
  quality,
}: ListingProps) {
  if ('failed' in listing) {
    return (
      <p className={styles.message} role="status">
        {t('list.failed')}
      </p>
    );
  }
  // The backend answers with an offset; the page it starts is the one shown as current.
  const limit = Math.max(1, listing.limit);
  const { page, pageCount } = pageWindow(
    listing.total,
    limit,
    Math.floor(listing.offset / limit) + 1,
  );
  return (
    <>
      <p>{t('list.results', { n: listing.total })}</p>
      <ul className={styles.list}>
        {listing.items.map((item, index) => (
          <li key={item.id}>
            {/* Each item is an article of its own; the e2e tests count them. */}
            <Card
              as="article"
              link={item}
              headingLevel="h2"
              image={item.image}
              imageAlt={item.image?.alt}
              quality={quality}
              ratio="16/9"
              sizes={CARD_SIZES}
              loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
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
      <Pagination page={page} pageCount={pageCount} path={path} keep={keep} t={t} />
    </>
  );
}
