import type { BlockProps } from '../registry.tsx';
import type { Language } from '#src/server/cms/types.ts';
import { Card } from '#src/components/Card/Card.tsx';
import { SeeAllLink } from '#src/components/Card/SeeAllLink.tsx';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { formatDateTime, locales } from '#src/shared/format.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockEventList.css.ts';

const TIME_ZONE = 'Europe/Copenhagen';
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `2026-12-05` is a calendar date, not midnight UTC: it has no clock time and no time zone. */
export const isCalendarDate = (value: string) => CALENDAR_DATE.test(value);

const valid = (value: string) =>
  !Number.isNaN(Date.parse(isCalendarDate(value) ? `${value}T00:00:00Z` : value));

/**
 * '5. december 2026' for a calendar date (read as the date it names, whatever the server's time
 * zone), '24. oktober 2025 kl. 13.23' for a date-time (in Copenhagen time); '' when unreadable.
 */
export function formatEventDate(value: string | null, language: Language): string {
  if (!value || !valid(value)) return '';
  if (!isCalendarDate(value)) return formatDateTime(value, language);
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

const copenhagenDay = (value: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone: TIME_ZONE }).format(
    new Date(value),
  );

/**
 * Start and end as shown: an end on the start's day shows its clock time only
 * ('24. oktober 2025 kl. 13.00' – '15.00'); an end equal to the start is left out.
 */
export function eventTimes(
  start: string | null,
  end: string | null,
  language: Language,
): { start: string; end: string } {
  const from = formatEventDate(start, language);
  if (!start || !from || !end || end === start || !valid(end)) return { start: from, end: '' };
  if (
    !isCalendarDate(start) &&
    !isCalendarDate(end) &&
    copenhagenDay(start) === copenhagenDay(end)
  ) {
    const time = new Intl.DateTimeFormat(locales[language], {
      timeStyle: 'short',
      timeZone: TIME_ZONE,
    }).format(new Date(end));
    return { start: from, end: time };
  }
  return { start: from, end: formatEventDate(end, language) };
}

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
            const when = eventTimes(item.start, item.end, language);
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
                          <time dateTime={item.start ?? undefined}>{when.start}</time>
                          {when.end && (
                            <>
                              {' – '}
                              <time dateTime={item.end ?? undefined}>{when.end}</time>
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
