import type { BlockProps } from '../block-props.ts';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { RichText } from '#src/components/RichText/RichText.tsx';
import type { SafeHtml } from '#src/server/sanitize.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import { BlockSection } from '../BlockSection.tsx';
import { DisclosureRow } from '../DisclosureRow.tsx';
import { borgerDkUrl } from './borger-dk-url.ts';
import * as styles from './BlockBorgerDk.css.ts';
import type { BlockBorgerDkContent } from './BlockBorgerDk.schema.ts';

type Level = 3 | 4 | 5;

/**
 * borger.dk writes its article text for its own pages (h2 in a section, h5 in a micro-article).
 * Here the text's headings sit just below whatever heads them: its highest heading at `top`, each
 * deeper level one more (at most h6), so the outline never skips a level. Only tag names change,
 * so the HTML stays as safe as the sanitizer left it.
 */
function nestHeadings(html: SafeHtml, top: Level): SafeHtml {
  const used = [...new Set([...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1])))];
  const rank = used.sort((a, b) => a - b);
  return html.replace(
    /<(\/?)h([1-6])\b/g,
    (_m, slash: string, level: string) =>
      `<${slash}h${Math.min(6, top + rank.indexOf(Number(level)))}`,
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
              <MicroArticle
                key={`${micro.id ?? 'micro'}-${n}`}
                title={micro.title}
                content={micro.content}
                level={element.title ? 4 : 3}
              />
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

/**
 * A micro-article: a native `details` whose summary is text (a summary is a button). Opened, its
 * panel starts with the micro-article's heading for the outline (visually hidden, as the summary
 * shows the title), so the text's own sub-headings sit one level below it.
 */
function MicroArticle({
  title,
  content,
  level,
}: {
  title: string;
  content: SafeHtml;
  level: 3 | 4;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <DisclosureRow title={title}>
      {content && (
        <>
          <Heading className={visuallyHidden}>{title}</Heading>
          <RichText html={nestHeadings(content, level === 3 ? 4 : 5)} />
        </>
      )}
    </DisclosureRow>
  );
}
