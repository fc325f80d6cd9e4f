import type { BlockProps } from '../block-props.ts';
import { Card } from '#src/components/Card/Card.tsx';
import { SeeAllLink } from '#src/components/Card/SeeAllLink.tsx';
import { dateTimeAttribute, formatDate } from '#src/shared/format.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockNewsList.css.ts';

const CARD_SIZES = '(min-width: 64rem) 20rem, (min-width: 40rem) 45vw, 100vw';

/** The latest news as cards (date, type, teaser, categories) and a link to all news. */
export function BlockNewsList({
  title,
  link,
  showImages,
  items,
  ctx,
  anchor,
}: BlockProps<'BlockNewsList'>) {
  // Items are h3 below the block's h2 title; without a title they head the block themselves.
  const ItemHeading = title ? 'h3' : 'h2';
  const { t, language } = ctx;
  return (
    <BlockSection
      title={title}
      anchor={anchor}
      className={styles.section}
      titleClassName={styles.title}
    >
      {items.length === 0 ? (
        <p className={styles.empty}>{t('news.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item, index) => {
            const date = formatDate(item.newsDate, language);
            return (
              <Card
                key={`${item.url}-${index}`}
                link={item}
                headingLevel={ItemHeading}
                image={showImages ? item.image : null}
                quality={ctx.imageQuality}
                sizes={CARD_SIZES}
                meta={
                  (date || item.newsType) && (
                    <>
                      {item.newsType && <span className={styles.type}>{item.newsType}</span>}
                      {date && (
                        <span>
                          <span className={visuallyHidden}>{t('news.published')} </span>
                          <time dateTime={dateTimeAttribute(item.newsDate)}>{date}</time>
                        </span>
                      )}
                    </>
                  )
                }
                teaser={item.teaser}
                t={t}
              >
                {item.categories.length > 0 && (
                  <ul className={styles.categories} aria-label={t('news.categories')}>
                    {item.categories.map((category) => (
                      <li key={category} className={styles.category}>
                        {category}
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            );
          })}
        </ul>
      )}
      {link && <SeeAllLink link={link} />}
    </BlockSection>
  );
}
