import type { Language, Page, Site } from '#src/server/cms/types.ts';

const OG_LOCALES: Record<Language, string> = { da: 'da_DK', en: 'en_US', de: 'de_DE' };

export type PageHeadProps = {
  page: Page;
  site: Site;
  /** The page's address on the public origin (used when the backend gives no canonical). */
  canonicalUrl: string;
  language: Language;
  /** Errors, not-found pages and previews are never indexed, whatever the backend says. */
  noIndex: boolean;
};

/**
 * A backend address moved onto the public origin: the backend knows the page's canonical path,
 * the request knows the host visitors use (staging, several hosts), as for the sitemap.
 */
function onOrigin(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url);
    return `${origin}${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}

/** An absolute http(s) address for og:image (relative media addresses are already absolute). */
const absoluteOrNull = (url: string | null | undefined) =>
  url && /^https?:\/\//i.test(url) ? url : null;

/**
 * The head of a CMS page, from the backend's vue-meta (`content.meta`): title, description,
 * canonical (on the public origin), exactly one robots tag, og:* and twitter:*. What the backend leaves out is filled
 * in from the page: og:image from the intro image, og:locale from the language, and so on.
 * React hoists these tags into `<head>`.
 */
export function PageHead({ page, site, canonicalUrl, language, noIndex }: PageHeadProps) {
  const { head } = page;
  const siteName = site.name;
  const title =
    head.title ??
    (!siteName || page.title === siteName ? page.title : `${page.title} | ${siteName}`);
  const description = head.description ?? page.teaser;
  const origin = new URL(canonicalUrl).origin;
  const canonical = (head.canonical && onOrigin(head.canonical, origin)) ?? canonicalUrl;
  const robots = noIndex
    ? /\bnofollow\b/i.test(head.robots ?? '')
      ? 'noindex, nofollow'
      : 'noindex'
    : head.robots;
  const image = page.image ?? page.header.image;
  const imageUrl = absoluteOrNull(image?.cropUrl ?? image?.url);
  const given = new Map(head.social.map((tag) => [tag.key, tag]));
  const filled: { attr: 'property' | 'name'; key: string; content: string | null }[] = [
    { attr: 'property', key: 'og:type', content: 'website' },
    { attr: 'property', key: 'og:site_name', content: siteName },
    { attr: 'property', key: 'og:title', content: page.title },
    { attr: 'property', key: 'og:url', content: canonical },
    { attr: 'property', key: 'og:description', content: description },
    { attr: 'property', key: 'og:locale', content: OG_LOCALES[language] },
    { attr: 'property', key: 'og:image', content: imageUrl },
    { attr: 'property', key: 'og:image:alt', content: imageUrl ? image?.alt || null : null },
    { attr: 'name', key: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { attr: 'name', key: 'twitter:title', content: page.title },
    { attr: 'name', key: 'twitter:description', content: description },
  ];
  const social = [
    ...head.social.map((tag) =>
      tag.key === 'og:url' ? { ...tag, content: onOrigin(tag.content, origin) ?? canonical } : tag,
    ),
    ...filled.filter(
      (tag): tag is typeof tag & { content: string } => !!tag.content && !given.has(tag.key),
    ),
  ];
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={canonical} />
      {robots && <meta name="robots" content={robots} />}
      {social.map((tag) =>
        tag.attr === 'property' ? (
          <meta key={tag.key} property={tag.key} content={tag.content} />
        ) : (
          <meta key={tag.key} name={tag.key} content={tag.content} />
        ),
      )}
    </>
  );
}
