import type { BlockProps } from '../block-props.ts';
import { Card } from '#src/components/Card/Card.tsx';
import { SeeAllLink } from '#src/components/Card/SeeAllLink.tsx';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { dateTimeAttribute, formatDateRange } from '#src/shared/format.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockEventList.css.ts';

/** Upcoming events with their time and place, and a link to all events. */
export function BlockEventList({ title, link, items, ctx, anchor }: BlockProps<'BlockEventList'>) {
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
        <p className={styles.empty}>{t('event.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item, index) => {
            // A date-only start is a day without a clock time (decision 018).
            const when = formatDateRange(item.start, item.end, language);
            return (
              <Card
                key={`${item.url}-${index}`}
                variant="row"
                link={item}
                headingLevel={ItemHeading}
                quality={ctx.imageQuality}
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
      )}
      {link && <SeeAllLink link={link} />}
    </BlockSection>
  );
}
