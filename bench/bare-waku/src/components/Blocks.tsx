import type { Block } from './page-data';

const Html = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;

type Item = Record<string, string | number | undefined>;

/** Every block of the sample page as simple markup; an unknown block shows its title only. */
export function ContentBlock({ block }: { block: Block }) {
  const c = block.content as {
    title?: string;
    text?: string;
    caption?: string;
    items?: Item[];
    image?: { url: string; width: number; height: number; altText?: string };
  };
  switch (block.alias) {
    case 'BlockRichText':
      return <Html html={c.text ?? ''} />;
    case 'BlockImage':
      return c.image ? (
        <figure>
          <img
            src={`${c.image.url}?width=960`}
            srcSet={[320, 640, 960, 1280].map((w) => `${c.image!.url}?width=${w} ${w}w`).join(', ')}
            sizes="(min-width: 960px) 960px, 100vw"
            alt={c.image.altText ?? ''}
            width={c.image.width}
            height={c.image.height}
          />
          {c.caption ? <figcaption>{c.caption}</figcaption> : null}
        </figure>
      ) : null;
    case 'BlockAccordion':
      return (
        <div>
          {c.items?.map((item, i) => (
            <details key={i}>
              <summary>{item.title}</summary>
              <Html html={String(item.text ?? '')} />
            </details>
          ))}
        </div>
      );
    case 'BlockDocumentList':
      return (
        <section>
          <h2>{c.title}</h2>
          <ul>
            {c.items?.map((item, i) => (
              <li key={i}>
                <a href={String(item.url)} download>
                  {item.name ?? String(item.url).split('/').pop()}
                </a>{' '}
                <span>
                  (PDF{item.bytes ? `, ${Math.round(Number(item.bytes) / 1024)} KB` : ''})
                </span>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'BlockContactGroup':
      return (
        <section>
          <h2>{c.title}</h2>
          {c.items?.map((item, i) => (
            <div key={i}>
              <h3>{item.name}</h3>
              <p>{item.role}</p>
              <p>
                <a href={`tel:${String(item.phone).replace(/[^\d+]/g, '')}`}>{item.phone}</a>
                <br />
                <a href={`mailto:${item.email}`}>{item.email}</a>
              </p>
              <p>{item.openingHours}</p>
              <address>{item.address}</address>
            </div>
          ))}
        </section>
      );
    default:
      return c.title ? <h2>{c.title}</h2> : null;
  }
}
