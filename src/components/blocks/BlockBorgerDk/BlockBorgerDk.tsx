import type { BlockProps } from '../block-props.ts';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { RichText } from '#src/components/RichText/RichText.tsx';
import type { SafeHtml } from '#src/server/sanitize.ts';
import { BlockSection } from '../BlockSection.tsx';
import { DisclosureRow } from '../DisclosureRow.tsx';
import { borgerDkUrl } from './borger-dk-url.ts';
import * as styles from './BlockBorgerDk.css.ts';
import type { BlockBorgerDkContent } from './BlockBorgerDk.schema.ts';

/**
 * borger.dk writes its article text for its own pages, starting at h2. Here the article title is
 * the h2 and a section's title h3, so headings in the text start one level below whatever heads
 * them. Only tag names change, so the HTML stays as safe as the sanitizer left it.
 */
function nestHeadings(html: SafeHtml, lowest: 3 | 4): SafeHtml {
  return html.replace(
    /<(\/?)h([1-6])\b/g,
    (_m, slash: string, level: string) =>
      `<${slash}h${Math.min(6, Math.max(lowest, Number(level)))}`,
  ) as SafeHtml;
}

/**
 * An article from borger.dk (Limbo.Umbraco.BorgerDk), all of its HTML sanitized on the server.
 * Its micro-articles are native `details`, which open and close without JavaScript. The source
 * link only ever points at borger.dk.
 */
export function BlockBorgerDk({ article, ctx, anchor }: BlockProps<BlockBorgerDkContent>) {
  const { t } = ctx;
  const source = borgerDkUrl(article.url);
  return (
    <BlockSection block={{ title: article.title, anchor }} classes={styles}>
      <p className={styles.from}>{t('borgerDk.from')}</p>
      <RichText html={nestHeadings(article.header, 3)} className={styles.header} />
      {article.elements.map((element, index) =>
        element.kind === 'text' ? (
          <div key={`${element.id ?? 'text'}-${index}`} className={styles.element}>
            {element.title && <h3 className={styles.elementTitle}>{element.title}</h3>}
            <RichText html={nestHeadings(element.content, element.title ? 4 : 3)} />
          </div>
        ) : (
          <div key={`${element.id ?? 'micro'}-${index}`} className={styles.micro}>
            {element.title && <h3 className={styles.elementTitle}>{element.title}</h3>}
            {element.microArticles.map((micro, n) => (
              <DisclosureRow key={`${micro.id ?? 'micro'}-${n}`} title={micro.title}>
                {micro.content && (
                  <RichText html={nestHeadings(micro.content, element.title ? 4 : 3)} />
                )}
              </DisclosureRow>
            ))}
          </div>
        ),
      )}
      {(article.byline || source) && (
        <div className={styles.footer}>
          {article.byline && <RichText html={article.byline} className={styles.byline} />}
          {source && (
            <a href={source} className={styles.source}>
              {t('borgerDk.source')}
              <Icon name="external" />
            </a>
          )}
        </div>
      )}
    </BlockSection>
  );
}
