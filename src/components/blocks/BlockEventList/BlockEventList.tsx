import type { BlockProps } from '../block-props.ts';
import { Card } from '#src/components/Card/Card.tsx';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { dateTimeAttribute, formatDateRange } from '#src/shared/format.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import { itemHeading } from '../BlockSection.tsx';
import { ListBlockSection } from '../ListBlockSection.tsx';
import * as styles from './BlockEventList.css.ts';
import type { BlockEventListContent } from './BlockEventList.schema.ts';

/** Upcoming events with their time and place, and a link to all events. */
export function BlockEventList(block: BlockProps<BlockEventListContent>) {
  const { t, language, imageQuality } = block.ctx;
  return (
    <ListBlockSection block={block} empty={t('event.empty')} seeAll={block.link}>
      <ul className={styles.list}>
        {block.items.map((item, index) => {
          // A date-only start is a day without a clock time (decision 018).
          const when = formatDateRange(item.start, item.end, language);
          return (
            <Card
              key={`${item.url}-${index}`}
              variant="row"
              link={item}
              headingLevel={itemHeading(block)}
              quality={imageQuality}
              teaser={item.teaser}
              t={t}
            >
              {(when.start || item.location) && (
                <dl className={styles.facts}>
                  {when.start && (
                    <div className={styles.fact}>
                      <dt>
                        <Icon name="calendar" className={styles.icon} />
                        <span className={visuallyHidden}>{t('event.when')}</span>
                      </dt>
                      <dd className={styles.value}>
                        <time dateTime={dateTimeAttribute(item.start)}>{when.start}</time>
                        {when.end && (
                          <>
                            {' – '}
                            <time dateTime={dateTimeAttribute(item.end)}>{when.end}</time>
                          </>
                        )}
                      </dd>
                    </div>
                  )}
                  {item.location && (
                    <div className={styles.fact}>
                      <dt>
                        <Icon name="map-pin" className={styles.icon} />
                        <span className={visuallyHidden}>{t('event.where')}</span>
                      </dt>
                      <dd className={styles.value}>{item.location}</dd>
                    </div>
                  )}
                </dl>
              )}
            </Card>
          );
        })}
      </ul>
    </ListBlockSection>
  );
}
