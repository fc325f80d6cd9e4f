import type { BlockProps } from '../block-props.ts';
import { Card } from '#src/components/Card/Card.tsx';
import { BlockSection, itemHeading, useHeadingId } from '../BlockSection.tsx';
import * as styles from './BlockRelatedContent.css.ts';
import type { BlockRelatedContentContent } from './BlockRelatedContent.schema.ts';

/** Cards are about a third of the page wide on a desktop, most of the screen on a phone. */
const CARD_SIZES = '(min-width: 64rem) 20rem, (min-width: 40rem) 45vw, 80vw';

/**
 * Links to related pages as cards: a grid, or a slider that is nothing but a horizontally
 * scrolling list (scroll snap, no JavaScript). The slider is a focusable, labelled region, so a
 * keyboard user can scroll it with the arrow keys.
 */
export function BlockRelatedContent(block: BlockProps<BlockRelatedContentContent>) {
  const { title, view, ctx } = block;
  const { t } = ctx;
  const headingId = useHeadingId(block.anchor);
  const cards = (
    <ul className={styles.list[view]}>
      {block.items.map((item, index) => (
        <Card
          key={`${item.url}-${index}`}
          variant="surface"
          className={view === 'slider' ? styles.slide : undefined}
          link={item}
          headingLevel={itemHeading(block)}
          image={item.image}
          quality={ctx.imageQuality}
          sizes={CARD_SIZES}
          teaser={item.teaser}
          t={t}
        />
      ))}
    </ul>
  );
  if (view === 'grid') {
    return (
      <BlockSection block={block} classes={styles} headingId={headingId}>
        {cards}
      </BlockSection>
    );
  }
  // The scroll region is the block's one landmark, named by the title.
  const hintId = `${headingId}-hint`;
  return (
    <BlockSection block={block} classes={styles} headingId={headingId} as="div">
      <p id={hintId} className={styles.hint}>
        {t('related.scrollHint')}
      </p>
      <div
        role="region"
        tabIndex={0}
        aria-labelledby={title ? headingId : undefined}
        aria-label={title ? undefined : t('related.label')}
        aria-describedby={hintId}
        className={styles.scroller}
      >
        {cards}
      </div>
    </BlockSection>
  );
}
