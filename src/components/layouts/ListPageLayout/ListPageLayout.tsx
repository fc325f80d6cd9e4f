import { BlockList } from '#src/components/blocks/registry.tsx';
import { FeedLink } from '#src/components/FeedLink/FeedLink.tsx';
import { Listing } from '#src/components/Listing/Listing.tsx';
import {
  Breadcrumb,
  PageIntro,
  PageModules,
  type PageLayoutProps,
} from '../ContentPageLayout/ContentPageLayout.tsx';
import * as styles from '#src/components/Listing/Listing.css.ts';

/**
 * list-page-layout: intro, content elements, the list items and pagination. The items come from
 * `content.list` when the backend sends it, else from the search endpoint (`listing`).
 */
export function ListPageLayout(props: PageLayoutProps) {
  const { page, t, language, ctx, listing } = props;
  const items = page.list ?? listing;
  return (
    <>
      <Breadcrumb page={page} t={t} />
      <div className={styles.wrapper}>
        <PageIntro page={page} quality={ctx.imageQuality} />
        <BlockList blocks={page.blocks} ctx={ctx} />
        {items && (
          <Listing
            listing={items}
            path={page.path}
            t={t}
            language={language}
            quality={ctx.imageQuality}
          />
        )}
        {!props.notFound && <FeedLink path={page.path} label={t('seo.feedLink')} />}
        {!props.notFound && <PageModules {...props} />}
      </div>
    </>
  );
}
