import type { ListingResult, Site } from '#src/server/types.ts';
import type { Language } from '#src/shared/language.ts';
import type { Page } from '#src/server/cms/page-model.ts';
import { feedUrlOf } from '#src/server/seo/feed.ts';
import { pageSeoOf } from '#src/server/seo/page-seo.ts';
import { pathOf } from '#src/server/seo/urls.ts';
import { translator, type Translate } from '#src/shared/dictionary/index.ts';
import { isMissingPage, type ListPaging } from '#src/shared/paginate.ts';

const OG_LOCALES: Record<Language, string> = { da: 'da_DK', en: 'en_US', de: 'de_DE' };

export type PageHeadProps = {
  page: Page;
  site: Site;
  /** The page's address on the public origin (used when the backend gives no canonical). */
  canonicalUrl: string;
  language: Language;
  /** Errors, not-found pages and previews are never indexed, whatever the backend says. */
  noIndex: boolean;
  /** Where the page's list stands: its title names a page past the first ("side 2 af 3"). */
  paging?: ListPaging | null;
  /** The page shows a form's errors: its title starts with "Fejl:" (GOV.UK). */
  formErrors?: boolean;
  /** What a search or list page was searched for, and how many it found (searchedOf). */
  searched?: Searched | null;
};

/** A search's text and its count of results (null when the list could not be read). */
export type Searched = { text: string; count: number | null };

/**
 * What a search page's or a searched list page's results count: a list's total, or the sum of
 * grouped results' groups; null for a list that could not be read.
 */
export function resultCount(listing: ListingResult | null | undefined): number | null {
  if (!listing || 'failed' in listing) return null;
  if ('groups' in listing) return listing.groups.reduce((sum, group) => sum + group.total, 0);
  return listing.total;
}

/**
 * `title` with the search after the page's own name, before the site's: "Søgning: affald – 14
 * resultater | Site", the count with the language's plural rules (the dictionary's ICU).
 */
function titleSearched(
  title: string,
  searched: Searched | null | undefined,
  siteName: string | null,
  t: Translate,
): string {
  if (!searched?.text) return title;
  const tail = siteName && title.endsWith(` | ${siteName}`) ? ` | ${siteName}` : '';
  const own = title.slice(0, title.length - tail.length);
  const count = searched.count === null ? '' : ` – ${t('list.results', { n: searched.count })}`;
  return `${own}: ${searched.text}${count}${tail}`;
}

/**
 * What the title adds for a view of a list (decision 032): "side 2 af 3" past the first page,
 * each paged group of a grouped search by its name, and "siden findes ikke" for an address that
 * names no page of the list. Null for the first page.
 */
export function pagingTitle(t: Translate, paging: ListPaging | null | undefined): string | null {
  if (!paging) return null;
  if (isMissingPage(paging)) return t('list.missingTitle');
  const parts = paging.pagers
    .filter((pager) => pager.page > 1)
    .map(({ group, page, pageCount: last }) =>
      group
        ? t('search.groupPageOf', { name: group.name, page, last })
        : t('list.pageOf', { page, last }),
    );
  return parts.length ? parts.join('; ') : null;
}

/** `title` with `addition` after the page's own name, before the site's (`… – side 2 af 3 | Site`). */
function titleWith(title: string, addition: string | null, siteName: string | null): string {
  if (!addition) return title;
  const tail = siteName ? ` | ${siteName}` : '';
  return tail && title.endsWith(tail)
    ? `${title.slice(0, -tail.length)} – ${addition}${tail}`
    : `${title} – ${addition}`;
}

/**
 * The canonical address: the backend's (on the public origin) names the page's first view, so a
 * view of its list (page 2, a search) adds the query it was read by; an address the backend
 * names for another page stays as it is. Without one, the page's own address.
 */
function canonicalOf(given: string | null, canonicalUrl: string): string {
  if (!given) return canonicalUrl;
  const { search } = new URL(canonicalUrl);
  const samePage = !new URL(given).search && pathOf(given) === pathOf(canonicalUrl);
  return search && samePage ? `${given}${search}` : given;
}

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
 * Then what search engines and feed readers read (decision 017): hreflang alternates with
 * x-default, the RSS feed of a list page, og:locale:alternate, and JSON-LD structured data.
 * React hoists the title, metas and links into `<head>`; the JSON-LD stays where it is.
 */
export function PageHead({
  page,
  site,
  canonicalUrl,
  language,
  noIndex,
  paging,
  formErrors,
  searched,
}: PageHeadProps) {
  const { head } = page;
  const siteName = site.name;
  const t = translator(language);
  const plainTitle = titleWith(
    titleSearched(
      head.title ??
        (!siteName || page.title === siteName ? page.title : `${page.title} | ${siteName}`),
      searched,
      siteName,
      t,
    ),
    pagingTitle(t, paging),
    siteName,
  );
  const title = formErrors
    ? `${translator(language)('form.errorPrefix')} ${plainTitle}`
    : plainTitle;
  const description = head.description ?? page.teaser;
  const origin = new URL(canonicalUrl).origin;
  const canonical = canonicalOf(
    (head.canonical && onOrigin(head.canonical, origin)) || null,
    canonicalUrl,
  );
  const robots = noIndex
    ? /\bnofollow\b/i.test(head.robots ?? '')
      ? 'noindex, nofollow'
      : 'noindex'
    : head.robots;
  const image = page.image ?? page.header.image;
  const imageUrl = absoluteOrNull(image?.cropUrl ?? image?.url);
  const given = new Map(head.social.map((tag) => [tag.key, tag]));
  // Pages that are not indexed (errors, not-found, previews, the backend's noindex) name no
  // alternates and carry no structured data; errors and previews offer no feed either.
  const indexed = !noIndex && !page.settings.noIndex;
  const seo = indexed ? pageSeoOf(page, site, language, canonical) : null;
  const alternates = seo?.alternates ?? [];
  const structured = seo?.jsonLd ?? [];
  const feedUrl =
    !noIndex && page.template === 'list-page-layout' ? feedUrlOf(page.path, origin) : null;
  const otherLocales = given.has('og:locale:alternate')
    ? []
    : alternates.flatMap((link) =>
        link.hreflang !== 'x-default' && link.hreflang !== language
          ? [OG_LOCALES[link.hreflang]]
          : [],
      );
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
      {alternates.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      {feedUrl && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={translator(language)('seo.feedTitle', { title: page.title })}
          href={feedUrl}
        />
      )}
      {robots && <meta name="robots" content={robots} />}
      {social.map((tag) =>
        tag.attr === 'property' ? (
          <meta key={tag.key} property={tag.key} content={tag.content} />
        ) : (
          <meta key={tag.key} name={tag.key} content={tag.content} />
        ),
      )}
      {otherLocales.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      {structured.map(({ type, json }, i) => (
        // Data, not a script (the policy needs no hash for it): `<` is escaped.
        <script
          key={`${type}-${i}`}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: json }}
        />
      ))}
    </>
  );
}
