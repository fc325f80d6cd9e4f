import type {
  BreadcrumbList,
  GovernmentOrganization,
  ListItem,
  PostalAddress,
  WebPage,
  WithContext,
} from 'schema-dts';
import type { Site } from '../types.ts';
import { hooksOf } from '#src/components/blocks/hooks-of.ts';
import type { Language } from '#src/shared/language.ts';
import type { Page } from '../cms/page-model.ts';
import { log } from '../log.ts';
import { isCultureRoot } from './alternates.ts';
import { absoluteUrl, isoValue } from './urls.ts';
import {
  compact,
  CONTEXT,
  COUNTRY,
  textOf,
  type EventLd,
  type JobPostingLd,
  type Leaf,
} from './json-ld-items.ts';

// Structured data (JSON-LD, decision 017), typed with schema-dts so the compiler checks every
// property name and value type. What each type must carry is REQUIRED below (a unit test checks
// it). Every value comes from the backend: a field that is missing or malformed leaves its
// property out, and an item that would lack a required property is skipped; nothing here throws.

type OrganizationLd = WithContext<Leaf<GovernmentOrganization>>;
type BreadcrumbLd = WithContext<BreadcrumbList>;
type WebPageLd = WithContext<Leaf<WebPage>>;
export type JsonLd = OrganizationLd | BreadcrumbLd | WebPageLd | JobPostingLd | EventLd;

/** The properties each emitted type always has (schema.org and Google's required ones we know). */
export const REQUIRED: Record<string, readonly string[]> = {
  GovernmentOrganization: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  WebPage: ['url', 'name', 'inLanguage'],
  JobPosting: ['title', 'url', 'description', 'hiringOrganization'],
  Event: ['name', 'startDate'],
};

export type JsonLdContext = {
  page: Page;
  site: Site;
  language: Language;
  /** The page's canonical address on the public origin. */
  canonical: string;
};

/** The home page of the site's current culture, absolute. */
function homeUrl(site: Site, origin: string): string {
  const root = site.cultures.find((c) => c.culture === site.culture)?.url ?? site.url ?? '/';
  return absoluteUrl(root, origin) ?? `${origin}/`;
}

function postalAddress(site: Site): Leaf<PostalAddress> | undefined {
  const findUs = site.footer.findUs;
  const street = textOf(findUs?.street);
  const postalCode = textOf(findUs?.postalCode);
  const city = textOf(findUs?.city);
  if (!street && !postalCode && !city) return undefined;
  return compact<Leaf<PostalAddress>>({
    '@type': 'PostalAddress',
    streetAddress: street,
    postalCode,
    addressLocality: city,
    addressCountry: COUNTRY,
  });
}

/** The municipality: name, address, phone, e-mail, logo and its social profiles (sameAs). */
function organizationLd(site: Site, origin: string): OrganizationLd | null {
  const name = textOf(site.name) ?? textOf(site.footer.findUs?.name);
  if (!name) return null;
  const contact = site.footer.contact;
  const email = textOf(contact?.email);
  const sameAs = site.socialLinks
    .map((link) => absoluteUrl(link.url, origin))
    .filter((url): url is string => !!url && !url.startsWith(origin));
  const logo = site.logo ? absoluteUrl(site.logo.url, origin) : null;
  return compact<OrganizationLd>({
    '@context': CONTEXT,
    '@type': 'GovernmentOrganization',
    name,
    url: homeUrl(site, origin),
    logo: logo ?? undefined,
    address: postalAddress(site),
    telephone: textOf(contact?.phone),
    email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined,
    vatID: textOf(site.footer.findUs?.vatNumber),
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  });
}

/** The visible breadcrumb as a BreadcrumbList (crumbs without a usable address are left out). */
function breadcrumbLd(page: Page, origin: string): BreadcrumbLd | null {
  if (page.settings.hideBreadcrumb || page.breadcrumb.length < 2) return null;
  const crumbs = page.breadcrumb.flatMap((crumb) => {
    const name = textOf(crumb.name);
    const item = absoluteUrl(crumb.url, origin);
    return name && item ? [{ name, item }] : [];
  });
  if (crumbs.length < 2) return null;
  const itemListElement: ListItem[] = crumbs.map((crumb, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: crumb.name,
    item: crumb.item,
  }));
  return { '@context': CONTEXT, '@type': 'BreadcrumbList', itemListElement };
}

/** The page itself: address, title, language, and when it was created and last changed. */
function webPageLd({ page, site, language, canonical }: JsonLdContext): WebPageLd {
  const origin = new URL(canonical).origin;
  const siteName = textOf(site.name);
  return compact<WebPageLd>({
    '@context': CONTEXT,
    '@type': 'WebPage',
    url: canonical,
    name: textOf(page.title) ?? page.name,
    description: textOf(page.teaser),
    inLanguage: language,
    datePublished: isoValue(page.createDate)?.value,
    dateModified: isoValue(page.updateDate)?.value,
    isPartOf: siteName
      ? { '@type': 'WebSite', name: siteName, url: homeUrl(site, origin) }
      : undefined,
  });
}

/** JobPostings and Events for the page's lists: each block's own `jsonLd` hook (block-hooks.ts). */
function itemsLd(page: Page, site: Site, origin: string): (JobPostingLd | EventLd)[] {
  const name = textOf(site.name);
  const hiring: Leaf<GovernmentOrganization> | null = name
    ? { '@type': 'GovernmentOrganization', name, sameAs: homeUrl(site, origin) }
    : null;
  return page.blocks
    .flatMap((block) => hooksOf(block).jsonLd?.(block.content, { origin, hiring }) ?? [])
    .filter((item): item is JobPostingLd | EventLd => item !== null);
}

/** Whether the page is the site's front page (its template, or a culture's root). */
function isFrontPage(page: Page, site: Site): boolean {
  return /^frontpage$/i.test(page.cmsTemplate ?? '') || isCultureRoot(site, page.path);
}

/**
 * Everything a page says about itself as structured data: the organisation on the front page,
 * the breadcrumb, the page, and its job postings and events. A part that cannot be built from
 * what the backend sent is left out; a bug in one part leaves the others.
 */
export function jsonLdFor(ctx: JsonLdContext): JsonLd[] {
  const origin = new URL(ctx.canonical).origin;
  const parts: (() => JsonLd | JsonLd[] | null)[] = [
    () => (isFrontPage(ctx.page, ctx.site) ? organizationLd(ctx.site, origin) : null),
    () => breadcrumbLd(ctx.page, origin),
    () => webPageLd(ctx),
    () => itemsLd(ctx.page, ctx.site, origin),
  ];
  return parts.flatMap((part) => {
    try {
      return part() ?? [];
    } catch (err) {
      log.warn({ err, pageId: ctx.page.id }, 'structured data left out');
      return [];
    }
  });
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as Unicode escapes, so no
 * text can close the script or open a comment, and U+2028/U+2029 too (still valid JSON).
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
