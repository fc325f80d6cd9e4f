import type { PageProps } from 'waku/router';
import { ContentBlock } from '../components/Blocks';
import { Footer, Header } from '../components/Chrome';
import { Feedback } from '../components/Feedback';
import { fetchPage } from '../components/page-data';

export default async function CmsPage({ path }: PageProps<'/[...path]'>) {
  const { site, content } = await fetchPage(`${path.replace(/\/?$/, '/')}`);
  const meta = content.meta;
  return (
    <>
      <title>{meta?.title ?? content.name}</title>
      {meta?.meta?.map((m) => (
        <meta key={m.name ?? m.property} name={m.name} property={m.property} content={m.content} />
      ))}
      {meta?.link?.map((l) => (
        <link key={l.rel} rel={l.rel} href={l.href} />
      ))}
      <Header site={site} />
      <main id="main">
        <nav aria-label="Brødkrumme">
          <ol>
            {content.breadcrumb.map((crumb) => (
              <li key={crumb.url}>
                <a href={crumb.url}>{crumb.name}</a>
              </li>
            ))}
          </ol>
        </nav>
        <h1>{content.intro?.title ?? content.name}</h1>
        {content.intro?.teaser ? <p>{content.intro.teaser}</p> : null}
        {content.intro?.description ? (
          <div dangerouslySetInnerHTML={{ __html: content.intro.description }} />
        ) : null}
        {content.contentElements.map((block) => (
          <section key={block.key} data-block={block.alias}>
            <ContentBlock block={block} />
          </section>
        ))}
        {content.updateDate ? (
          <p>
            Sidst opdateret:{' '}
            <time dateTime={content.updateDate}>{content.updateDate.slice(0, 10)}</time>
          </p>
        ) : null}
        {content.feedback?.enabled ? <Feedback question={content.feedback.question} /> : null}
      </main>
      <Footer site={site} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
