import { Icon } from '#src/components/Icon/Icon.tsx';
import { formatDateTime, formatNumber } from '#src/shared/format.ts';
import type { Fellowship, KultunautEvent } from '#src/demo/kultunaut/kultunaut.ts';
import * as styles from './EventList.css.ts';

const EVENT_PAGE = '/__demo/kultunaut-page/';
const FELLOWSHIP_PAGE = '/__demo/kultunaut-fellowship-page/';

const eventHref = (id: string) => `${EVENT_PAGE}?id=${encodeURIComponent(id)}`;
const fellowshipHref = (id: string) => `${FELLOWSHIP_PAGE}?id=${encodeURIComponent(id)}`;

/** 'Gratis' or '120 kr.' */
export const formatPrice = (price: number) =>
  price === 0 ? 'Gratis' : `${formatNumber(price, 'da')} kr.`;

type HeadingLevel = 2 | 3;

/** Events as cards: title (link to the event page), time, place, genre, area and price. */
export function EventList({
  events,
  headingLevel = 2,
}: {
  events: KultunautEvent[];
  headingLevel?: HeadingLevel;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (events.length === 0) {
    return <p className={styles.empty}>Ingen arrangementer passer til filteret.</p>;
  }
  return (
    <ul className={styles.list}>
      {events.map((event) => (
        <li key={event.id}>
          <article className={styles.card}>
            <Heading className={styles.title}>
              <a href={eventHref(event.id)}>{event.title}</a>
            </Heading>
            <p className={styles.meta}>
              <Icon name="calendar" />
              <time dateTime={event.date}>{formatDateTime(event.date, 'da')}</time>
            </p>
            <p className={styles.meta}>
              <Icon name="map-pin" />
              <span>
                {event.venue}, {event.area}
              </span>
            </p>
            <ul className={styles.tags} aria-label="Genre og pris">
              <li className={styles.tag}>{event.genre}</li>
              <li className={styles.tag}>{formatPrice(event.price)}</li>
            </ul>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** Associations as cards: name (link to its page), type, area and a short description. */
export function FellowshipList({ fellowships }: { fellowships: Fellowship[] }) {
  if (fellowships.length === 0) return <p className={styles.empty}>Der er ingen foreninger.</p>;
  return (
    <ul className={styles.list}>
      {fellowships.map((fellowship) => (
        <li key={fellowship.id}>
          <article className={styles.card}>
            <h2 className={styles.title}>
              <a href={fellowshipHref(fellowship.id)}>{fellowship.name}</a>
            </h2>
            <ul className={styles.tags} aria-label="Type og område">
              <li className={styles.tag}>{fellowship.type}</li>
              <li className={styles.tag}>{fellowship.area}</li>
            </ul>
            <p>{fellowship.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
