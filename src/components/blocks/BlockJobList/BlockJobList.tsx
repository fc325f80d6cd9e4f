import type { BlockProps } from '../block-props.ts';
import { byDeadline, dateTimeAttribute, deadlinePassed, formatDate } from '#src/shared/format.ts';
import { JobListViewToggle } from './JobListViewToggle.tsx';
import { ListBlockSection } from '../ListBlockSection.tsx';
import * as styles from './BlockJobList.css.ts';
import type { BlockJobListContent } from './BlockJobList.schema.ts';

export function BlockJobList(block: BlockProps<BlockJobListContent>) {
  const { t, language, jobListDefaultView } = block.ctx;
  return (
    <ListBlockSection block={block} empty={t('job.empty')}>
      <JobListViewToggle
        defaultView={jobListDefaultView}
        labels={{
          group: t('job.view.label'),
          list: t('job.view.list'),
          grid: t('job.view.grid'),
        }}
      >
        <ul className={styles.jobs}>
          {/* The nearest deadline first, passed ones last and marked (by the day: format.ts). */}
          {byDeadline(block.items, (job) => job.deadline).map((job, index) => {
            const deadline = formatDate(job.deadline, language);
            const expired = deadlinePassed(job.deadline);
            const facts = [
              { key: 'department', label: t('job.department'), value: job.department },
              { key: 'workplace', label: t('job.workplace'), value: job.workplace },
              { key: 'hours', label: t('job.hours'), value: job.hours },
            ].filter((fact) => fact.value);
            return (
              <li
                key={`${job.url}-${index}`}
                className={styles.job}
                data-expired={expired || undefined}
              >
                <h3 className={styles.jobTitle}>
                  <a href={job.url} className={styles.jobLink}>
                    {job.title}
                  </a>
                </h3>
                {(deadline || facts.length > 0) && (
                  <dl className={styles.facts}>
                    {deadline && (
                      <div className={styles.fact}>
                        <dt className={styles.label}>{t('job.deadline')}</dt>
                        <dd className={styles.value}>
                          <time dateTime={dateTimeAttribute(job.deadline)}>{deadline}</time>
                          {expired && <span className={styles.expired}>{t('job.expired')}</span>}
                        </dd>
                      </div>
                    )}
                    {facts.map((fact) => (
                      <div key={fact.key} className={styles.fact}>
                        <dt className={styles.label}>{fact.label}</dt>
                        <dd className={styles.value}>{fact.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
        </ul>
      </JobListViewToggle>
    </ListBlockSection>
  );
}
