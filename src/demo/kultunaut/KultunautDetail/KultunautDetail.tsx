import { Fragment, type ReactNode } from 'react';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { formatDateTime } from '#src/shared/format.ts';
import type { Fellowship, KultunautEvent } from '#src/demo/kultunaut/kultunaut.ts';
import { formatPrice } from '#src/demo/kultunaut/EventList/EventList.tsx';
import * as styles from './KultunautDetail.css.ts';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a className={styles.back} href={href}>
        <Icon name="arrow-left" />
        {children}
      </a>
    </p>
  );
}

/** One event: the facts first, then the description. */
export function EventDetail({ event, listHref }: { event: KultunautEvent; listHref: string }) {
  return (
    <article className={styles.detail} aria-labelledby="event-title">
      <h2 id="event-title">{event.title}</h2>
      <Facts
        rows={[
          ['Tid', <time dateTime={event.date}>{formatDateTime(event.date, 'da')}</time>],
          ['Sted', event.venue],
          ['Område', event.area],
          ['Genre', event.genre],
          ['Pris', formatPrice(event.price)],
        ]}
      />
      <p className={styles.lead}>{event.description}</p>
      <BackLink href={listHref}>Alle arrangementer</BackLink>
    </article>
  );
}

/** One association with its contact details. */
export function FellowshipDetail({
  fellowship,
  listHref,
}: {
  fellowship: Fellowship;
  listHref: string;
}) {
  return (
    <article className={styles.detail} aria-labelledby="fellowship-title">
      <h2 id="fellowship-title">{fellowship.name}</h2>
      <p className={styles.lead}>{fellowship.description}</p>
      <Facts
        rows={[
          ['Type', fellowship.type],
          ['Område', fellowship.area],
          ['E-mail', <a href={`mailto:${fellowship.email}`}>{fellowship.email}</a>],
          ['Hjemmeside', <a href={fellowship.website}>{fellowship.website}</a>],
        ]}
      />
      <BackLink href={listHref}>Alle foreninger</BackLink>
    </article>
  );
}

/** An unknown `?id=`: say so plainly and lead back to the list. */
export function KultunautNotFound({
  what,
  id,
  listHref,
  listLabel,
}: {
  what: string;
  id: string;
  listHref: string;
  listLabel: string;
}) {
  return (
    <div className={styles.notFound}>
      <h2>Vi kunne ikke finde {what}</h2>
      <p>
        Der findes ikke {what} med id&nbsp;«{id}». Måske er det fjernet, eller linket er forkert.
      </p>
      <BackLink href={listHref}>{listLabel}</BackLink>
    </div>
  );
}
