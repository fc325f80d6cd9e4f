import type { Page, Site } from '#src/server/cms/types.ts';

/** Head metadata of a CMS page; React hoists these tags into <head>. */
export function PageHead({
  page,
  site,
  canonicalUrl,
}: {
  page: Page;
  site: Site;
  canonicalUrl: string;
}) {
  const title = page.title === site.name ? site.name : `${page.title} | ${site.name}`;
  const image = page.image ?? page.header.image;
  return (
    <>
      <title>{title}</title>
      {page.teaser && <meta name="description" content={page.teaser} />}
      <link rel="canonical" href={canonicalUrl} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={page.title} />
      <meta property="og:url" content={canonicalUrl} />
      {page.teaser && <meta property="og:description" content={page.teaser} />}
      {image && <meta property="og:image" content={image.cropUrl ?? image.url} />}
      {image?.alt && <meta property="og:image:alt" content={image.alt} />}
      {page.settings.noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
