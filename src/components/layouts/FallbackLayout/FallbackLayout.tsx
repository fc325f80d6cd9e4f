import { BlockList } from '#src/components/blocks/registry.tsx';
import { PageIntro, type PageLayoutProps } from '../ContentPageLayout/ContentPageLayout.tsx';
import * as styles from '../ContentPageLayout/ContentPageLayout.css.ts';

/** For templates the app does not know: the intro and the content elements, nothing more. */
export function FallbackLayout({ page, ctx }: PageLayoutProps) {
  return (
    <article className={styles.article} data-layout="fallback-layout">
      <PageIntro page={page} quality={ctx.imageQuality} />
      <BlockList blocks={page.blocks} ctx={ctx} />
    </article>
  );
}
