import type { BlockProps } from '../block-props.ts';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { dateTimeAttribute, formatDate } from '#src/shared/format.ts';
import { ListBlockSection } from '../ListBlockSection.tsx';
import * as styles from './BlockHearingList.css.ts';
import type { BlockHearingListContent } from './BlockHearingList.schema.ts';

type Hearing = BlockProps<BlockHearingListContent>['items'][number];

/** Open hearings first; the CMS's order is kept within each group (the sort is stable). */
const sortHearings = (items: Hearing[]) =>
  [...items].sort((a, b) => Number(a.status !== 'open') - Number(b.status !== 'open'));

export function BlockHearingList(block: BlockProps<BlockHearingListContent>) {
  const { t, language, flags } = block.ctx;
  return (
    <ListBlockSection block={block} empty={t('hearing.empty')}>
      <ul className={styles.list}>
        {sortHearings(block.items).map((hearing, index) => {
          const start = formatDate(hearing.startDate, language);
          const end = formatDate(hearing.endDate, language);
          return (
            <li key={`${hearing.url}-${index}`} className={styles.card[hearing.status]}>
              <h3 className={styles.itemTitle}>
                <a href={hearing.url} className={styles.itemLink}>
                  {hearing.title}
                </a>
              </h3>
              <div className={styles.meta}>
                <span className={styles.badge[hearing.status]} data-status={hearing.status}>
                  <Icon name={hearing.status === 'open' ? 'clock' : 'check'} />
                  {t(hearing.status === 'open' ? 'hearing.status.open' : 'hearing.status.closed')}
                </span>
                <dl className={styles.facts}>
                  {start && (
                    <div>
                      <dt className={styles.label}>{t('hearing.startDate')}</dt>
                      <dd className={styles.value}>
                        <time dateTime={dateTimeAttribute(hearing.startDate)}>{start}</time>
                      </dd>
                    </div>
                  )}
                  {end && (
                    <div>
                      <dt className={styles.label}>{t('hearing.endDate')}</dt>
                      <dd className={styles.value}>
                        <time dateTime={dateTimeAttribute(hearing.endDate)}>{end}</time>
                      </dd>
                    </div>
                  )}
                  {flags.HEARING_SHOW_FORM_NUMBER && hearing.formNumber && (
                    <div>
                      <dt className={styles.label}>{t('hearing.formNumber')}</dt>
                      <dd className={styles.value}>{hearing.formNumber}</dd>
                    </div>
                  )}
                </dl>
              </div>
            </li>
          );
        })}
      </ul>
    </ListBlockSection>
  );
}
