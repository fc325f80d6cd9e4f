import { formatDate } from '#src/server/format.ts';
import { BlockList } from '#src/components/blocks/registry.tsx';
import {
  Breadcrumb,
  PageIntro,
  PageModules,
  type PageLayoutProps,
} from '../ContentPageLayout/ContentPageLayout.tsx';
import * as styles from './ListPageLayout.css.ts';

/** Page links for `?page=N`; plain links, so they work without JavaScript. */
export function pageNumbers(list: { total: number; limit: number; offset: number }) {
  const limit = Math.max(1, list.limit);
  const count = Math.max(1, Math.ceil(list.total / limit));
  const current = Math.min(count, Math.floor(list.offset / limit) + 1);
  return { count, current };
}

const hrefFor = (path: string, n: number) => (n === 1 ? path : `${path}?page=${n}`);

/**
 * The first cards are in the first screen (one column on a phone, up to three on a desktop):
 * their images load at once, the first with high priority, as it is the page's largest paint.
 * Only the rest wait until they are scrolled near.
 */
const EAGER_CARDS = 3;

/** list-page-layout: intro, content elements, the list items and pagination. */
export function ListPageLayout(props: PageLayoutProps) {
  const { page, t, language, ctx } = props;
  const list = page.list;
  const { count, current } = list ? pageNumbers(list) : { count: 1, current: 1 };
  return (
    <>
      <Breadcrumb page={page} t={t} />
      <div className={styles.wrapper}>
        <PageIntro page={page} />
        <BlockList blocks={page.blocks} ctx={ctx} />
        {list && (
          <>
            <p>{t('list.results', { n: list.total })}</p>
            <ul className={styles.list}>
              {list.items.map((item, index) => (
                <li key={item.id}>
                  <article className={styles.card}>
                    {item.image && (
                      <img
                        src={item.image.cropUrl ?? item.image.url}
                        alt={item.image.alt}
                        width={item.image.width ?? undefined}
                        height={item.image.height ?? undefined}
                        loading={index < EAGER_CARDS ? undefined : 'lazy'}
                        fetchPriority={index === 0 ? 'high' : undefined}
                      />
                    )}
                    <div className={styles.cardBody}>
                      <h2 className={styles.cardTitle}>
                        <a href={item.url}>{item.name}</a>
                      </h2>
                      {item.date && formatDate(item.date, language) && (
                        <p className={styles.cardDate}>
                          <time dateTime={item.date}>{formatDate(item.date, language)}</time>
                        </p>
                      )}
                      {item.teaser && <p>{item.teaser}</p>}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
            {count > 1 && (
              <nav aria-label={t('list.pagination')}>
                <ul className={styles.pager}>
                  {current > 1 && (
                    <li>
                      <a
                        className={styles.pageLink}
                        href={hrefFor(page.path, current - 1)}
                        rel="prev"
                      >
                        {t('list.previous')}
                      </a>
                    </li>
                  )}
                  {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
                    <li key={n}>
                      <a
                        className={styles.pageLink}
                        href={hrefFor(page.path, n)}
                        aria-current={n === current ? 'page' : undefined}
                        aria-label={t('list.page', { n })}
                      >
                        {n}
                      </a>
                    </li>
                  ))}
                  {current < count && (
                    <li>
                      <a
                        className={styles.pageLink}
                        href={hrefFor(page.path, current + 1)}
                        rel="next"
                      >
                        {t('list.next')}
                      </a>
                    </li>
                  )}
                </ul>
              </nav>
            )}
          </>
        )}
        <PageModules {...props} />
      </div>
    </>
  );
}
