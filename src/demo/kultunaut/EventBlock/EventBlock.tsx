import type { ReactNode } from 'react';
import { Icon } from '#src/components/Icon/Icon.tsx';
import type { KultunautEvent } from '#src/demo/kultunaut/kultunaut.ts';
import { EventList } from '#src/demo/kultunaut/EventList/EventList.tsx';
import * as styles from './EventBlock.css.ts';

export type EventBlockProps = {
  title: string;
  events: KultunautEvent[];
  /** The full list, linked below the cards. */
  moreHref: string;
  /** A side column next to the list (from 60rem wide; below it otherwise). */
  aside?: ReactNode;
};

/** The event list as a content block: full width, or next to a side column. */
export function EventBlock({ title, events, moreHref, aside }: EventBlockProps) {
  const list = (
    <div>
      <EventList events={events} headingLevel={3} />
      <p>
        <a className={styles.more} href={moreHref}>
          Se alle arrangementer
          <Icon name="arrow-right" />
        </a>
      </p>
    </div>
  );
  return (
    <section className={styles.block} aria-labelledby="event-block-title">
      <h2 id="event-block-title" className={styles.title}>
        {title}
      </h2>
      {aside ? (
        <div className={styles.withAside}>
          {list}
          {aside}
        </div>
      ) : (
        list
      )}
    </section>
  );
}

/** The side column of the demo: how to get an event into the calendar. */
export function EventTipBox({
  email,
  fellowshipsHref,
}: {
  email: string;
  fellowshipsHref: string;
}) {
  return (
    <aside className={styles.tip} aria-labelledby="event-tip-title">
      <h3 id="event-tip-title" className={styles.tipTitle}>
        Tip et arrangement
      </h3>
      <p>
        Står din forening bag en koncert, et foredrag eller en aktivitet for børn? Så kommer det
        gratis med i kalenderen.
      </p>
      <ul className={styles.tipList}>
        <li>
          Skriv til <a href={`mailto:${email}`}>{email}</a> med titel, tid, sted og pris.
        </li>
        <li>Send gerne et billede, du har ret til at bruge.</li>
        <li>Vi lægger arrangementet på inden for tre hverdage.</li>
      </ul>
      <p>
        <a href={fellowshipsHref}>Find en forening i dit område</a>
      </p>
    </aside>
  );
}
