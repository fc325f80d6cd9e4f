import type { BlockProps } from '../block-props.ts';
import type { BlockContext } from '../block-context.ts';
import type { Link } from '#src/server/types.ts';
import { formatFileSize } from '#src/shared/format.ts';
import { Icon, type IconName } from '#src/components/Icon/Icon.tsx';
import { ruledRow } from '#src/styles/rows.css.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import { BlockSection } from '../BlockSection.tsx';
import * as styles from './BlockLinkList.css.ts';
import type { BlockLinkListContent } from './BlockLinkList.schema.ts';

const isDownload = (link: Link) => link.kind === 'file' || link.kind === 'media';

/** 'PDF' from the link's extension, else from the end of its URL path; null when unknown. */
function fileType(link: Pick<Link, 'extension' | 'url'>): string | null {
  const fromUrl = /\.([a-z0-9]{1,8})$/i.exec(link.url.split(/[?#]/)[0] ?? '')?.[1];
  const extension = link.extension ?? fromUrl;
  return extension ? extension.toUpperCase() : null;
}

/**
 * One link row, shared with BlockDocumentList. Files show type and size as visible text, so the
 * link's accessible name carries them too.
 */
export function LinkListItem({ link, ctx }: { link: Link; ctx: BlockContext }) {
  const download = isDownload(link);
  const type = download ? fileType(link) : null;
  const size = download ? formatFileSize(link.size, ctx.language) : '';
  const meta = type && size ? ctx.t('file.meta', { type, size }) : type || size || null;
  const icon: IconName = download ? 'download' : link.external ? 'external' : 'arrow-right';
  return (
    <li className={ruledRow}>
      <a
        href={link.url}
        className={styles.link}
        target={link.newWindow ? '_blank' : undefined}
        rel={link.newWindow ? 'noopener noreferrer' : undefined}
      >
        <span className={styles.text}>
          <span className={styles.name}>{link.name}</span>
          {meta && (
            <>
              {' '}
              <span className={styles.meta}>{meta}</span>
            </>
          )}
          {link.newWindow && <span className={visuallyHidden}> {ctx.t('link.newWindow')}</span>}
        </span>
        <Icon name={icon} className={styles.icon} />
      </a>
    </li>
  );
}

export function BlockLinkList(block: BlockProps<BlockLinkListContent>) {
  return (
    <BlockSection block={block} classes={styles}>
      <ul className={styles.list}>
        {block.items.map((link, index) => (
          <LinkListItem key={`${link.url}-${index}`} link={link} ctx={block.ctx} />
        ))}
      </ul>
    </BlockSection>
  );
}
