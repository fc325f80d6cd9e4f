import type { BlockProps } from '../block-props.ts';
import { Card } from '#src/components/Card/Card.tsx';
import { dateTimeAttribute, formatDate } from '#src/shared/format.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import { itemHeading } from '../BlockSection.tsx';
import { ListBlockSection } from '../ListBlockSection.tsx';
import * as styles from './BlockNewsList.css.ts';
import type { BlockNewsListContent } from './BlockNewsList.schema.ts';

const CARD_SIZES = '(min-width: 64rem) 20rem, (min-width: 40rem) 45vw, 100vw';

/** The latest news as cards (date, type, teaser, categories) and a link to all news. */
export function BlockNewsList(block: BlockProps<BlockNewsListContent>) {
  const { t, language, imageQuality } = block.ctx;
  return (
    <ListBlockSection block={block} empty={t('news.empty')} seeAll={block.link}>
      <ul className={styles.list}>
        {block.items.map((item, index) => {
          const date = formatDate(item.newsDate, language);
          return (
            <Card
              key={`${item.url}-${index}`}
              link={item}
              headingLevel={itemHeading(block)}
              image={block.showImages ? item.image : null}
              quality={imageQuality}
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
    </ListBlockSection>
  );
}
