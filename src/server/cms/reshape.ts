import { isThemeAlias } from '#src/styles/themes.ts';
import { sanitizeRichText } from '../sanitize.ts';
import { addHeadingIds, blockTexts, readingMinutes } from '../toc.ts';
import { reshapeBlocks } from './blocks.ts';
import { reshapeImage, reshapeLink, withAnchor, type ReshapeContext } from './links.ts';
import { layoutOf } from '../templates.ts';

export type { ReshapeContext };
import type {
  RawContent,
  RawLink,
  RawListItem,
  RawNavLink,
  RawSearchFilters,
  RawSite,
  RawVueMeta,
} from './schemas.ts';
import type { Head, ListItem, ListSource, NavItem, PageMetadata, Site } from '../types.ts';
import type { Language } from '#src/shared/language.ts';
import type { Page } from './page-model.ts';
import { hooksOf } from '#src/components/blocks/hooks-of.ts';

// The adapter: the only place that knows the backend's field names. It turns the validated raw
// parts (schemas.ts) into the app's types (types.ts).

export function languageOf(culture: string | null | undefined): Language | null {
  const short = culture?.slice(0, 2).toLowerCase();
  return short === 'da' || short === 'en' || short === 'de' ? short : null;
}

/**
 * The content's own language (`htmlAttrs.lang`: the culture the backend gave the page) as a
 * canonical tag (`en-US`) when it is another language than `language`, the one the page is
 * shown in; else null (also for anything that is no language tag). `<main lang>` carries it.
 */
export function otherLanguageOf(tag: string | null | undefined, language: Language): string | null {
  const canonical = tag?.trim() ? canonicalTagOf(tag.trim()) : null;
  if (!canonical) return null;
  return canonical.split('-')[0]!.toLowerCase() === language ? null : canonical;
}

/**
 * A language tag in its canonical form, or null for what is none. `Intl.getCanonicalLocales`
 * costs about as much as the rest of the page's own code, and a site sends a handful of tags:
 * each is worked out once (up to 100 kept; a backend sending more only starts over).
 */
const canonicalTags = new Map<string, string | null>();
function canonicalTagOf(tag: string): string | null {
  let canonical = canonicalTags.get(tag);
  if (canonical === undefined) {
    try {
      canonical = Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0] ?? null;
    } catch {
      canonical = null;
    }
    if (canonicalTags.size >= 100) canonicalTags.clear();
    canonicalTags.set(tag, canonical);
  }
  return canonical;
}

/** Menu items: nav links or the package's own nav items; hidden ones are left out. */
function reshapeNav(raw: RawNavLink[], depth = 2): NavItem[] {
  return raw
    .filter((item) => item.isVisible !== false)
    .map((item) => ({
      id: item.id ?? item.key ?? item.url,
      title: item.name || item.title || item.url,
      url: withAnchor(item.url, item.anchor),
      teaser: item.teaser ?? null,
      children: depth > 1 ? reshapeNav(item.children, depth - 1) : [],
    }));
}

/** A site that shows the page without chrome data (no site part, or an unusable one). */
export const EMPTY_SITE: Site = {
  id: null,
  key: null,
  name: null,
  url: null,
  culture: null,
  cultures: [],
  themeAlias: 'default',
  loginUrl: null,
  configuration: {},
  monsidoCode: null,
  searchPageUrl: null,
  logo: null,
  mainNav: [],
  burgerNav: [],
  serviceLinks: [],
  socialLinks: [],
  footer: { tagLine: null, contact: null, findUs: null, shortcuts: [], links: [] },
};

export function reshapeSite(raw: RawSite | null, ctx: ReshapeContext): Site {
  if (!raw) return { ...EMPTY_SITE, key: ctx.siteKey ?? null };
  const links = (list: RawLink[]) => list.map((l) => reshapeLink(l, ctx));
  const { footer, navigation } = raw;
  const alias = raw.theme?.alias;
  return {
    id: raw.id ?? null,
    key: ctx.siteKey ?? null,
    name: raw.name || null,
    url: raw.url ?? null,
    culture: raw.culture ?? null,
    cultures: raw.cultures.map((c) => ({
      id: c.id ?? null,
      culture: c.culture,
      url: c.url,
      name: c.name ?? c.label ?? null,
      language: languageOf(c.culture),
    })),
    themeAlias: alias && isThemeAlias(alias) ? alias : 'default',
    loginUrl: raw.loginPage?.url ?? null,
    configuration: raw.frontend?.configuration ?? {},
    monsidoCode: raw.monsidoCode || null,
    searchPageUrl: raw.searchPage?.url ?? null,
    logo: reshapeImage(raw.logo, ctx),
    mainNav: reshapeNav(navigation?.main ?? [], 1),
    burgerNav: reshapeNav(navigation?.burger ?? [], 2),
    serviceLinks: links(navigation?.secondary ?? []),
    socialLinks: links(raw.socialMedia),
    footer: {
      tagLine: footer?.tagLine || null,
      contact: footer?.contact
        ? {
            title: footer.contact.title || null,
            phone: footer.contact.phone || footer.contact.phonenumber || null,
            email: footer.contact.email || null,
            link: footer.contact.link ? reshapeLink(footer.contact.link, ctx) : null,
          }
        : null,
      findUs: footer?.findUs
        ? {
            title: footer.findUs.title || null,
            name: footer.findUs.name || null,
            street: footer.findUs.street || null,
            postalCode: footer.findUs.postalCode || null,
            city: footer.findUs.city || null,
            vatNumber: footer.findUs.vatNumber || footer.findUs.vat || null,
            ean: footer.findUs.ean || null,
            openingHours: footer.findUs.openingHours || null,
          }
        : null,
      shortcuts: links(footer?.shortcuts ?? []),
      links: links(footer?.links ?? []),
    },
  };
}

/** The head from vue-meta: one robots value, og:* and twitter:* once each, in order. */
export function reshapeHead(raw: RawVueMeta | null | undefined): Head {
  const named = (key: string) =>
    raw?.meta.find((m) => (m.name ?? m.property)?.toLowerCase() === key)?.content.trim() || null;
  const social: Head['social'] = [];
  const seen = new Set<string>();
  for (const m of raw?.meta ?? []) {
    const key = (m.property ?? m.name ?? '').toLowerCase();
    if (!/^(og|twitter):[a-z_:]+$/.test(key) || seen.has(key) || !m.content.trim()) continue;
    seen.add(key);
    social.push({ attr: key.startsWith('og:') ? 'property' : 'name', key, content: m.content });
  }
  const canonical = raw?.link.find((l) => l.rel.toLowerCase() === 'canonical')?.href ?? null;
  return {
    title: raw?.title?.trim() || null,
    description: named('description'),
    canonical: canonical && /^https?:\/\//i.test(canonical) ? canonical : null,
    robots: named('robots'),
    lang: raw?.htmlAttrs?.lang ?? null,
    social,
  };
}

/**
 * `content.alternates`: one address per language the app speaks (the first wins); cultures it
 * does not speak are left out (they are not malformed, so no warning).
 */
function reshapeAlternates(raw: RawContent['alternates']): Page['alternates'] {
  const seen = new Set<Language>();
  const out: Page['alternates'] = [];
  for (const { culture, url } of raw) {
    const language = languageOf(culture);
    if (!language || seen.has(language)) continue;
    seen.add(language);
    out.push({ culture, url, language });
  }
  return out;
}

/** One entry of a listing: a list page's own items and the search call's answer alike. */
export function reshapeListItem(item: RawListItem, ctx: ReshapeContext): ListItem {
  return {
    id: item.id,
    name: item.title || item.name || item.url,
    url: item.url,
    teaser: item.teaser ?? null,
    image: reshapeImage(item.image, ctx),
    date: item.date ?? null,
  };
}
/** The names a list's text parameter goes by (contract v3); the first field so named is it. */
const TEXT_PARAMS = new Set(['text', 'freetext', 'keywords']);
/** Limbo.Nuxt.Search's reserved names: the paging is the app's own. */
const RESERVED_PARAMS = new Set(['limit', 'offset', 'total']);
/** A parameter name worth sending; anything else is left out. */
const PARAM_NAME = /^[A-Za-z][\w.-]{0,63}$/;
const MAX_FIELDS = 20;
const MAX_VALUE = 200;

type RawSearchField = RawSearchFilters['fields'][number];

/** A field's value as useLimboSearch sends it: the value, or its checked choice; '' for none. */
function fieldValue(field: RawSearchField): string {
  const choices = Array.isArray(field.value) ? field.value : field.items;
  // The citi answer's forms send `value: ""` beside their `items`: the checked item counts.
  const value =
    typeof field.value === 'string' && field.value
      ? field.value
      : choices.find((c) => c.checked)?.value;
  return (value ?? '').slice(0, MAX_VALUE);
}

/**
 * A list's own endpoint and fields (`content.searchFilters`, Limbo.Nuxt.Search), or null when
 * the content names none. The endpoint is kept as given: search.ts checks it before any call.
 * Only GET is a list (the citi answer's forms also POST and DELETE): another method gives no
 * endpoint, so the page says the list is unavailable.
 */
export function reshapeListSource(raw: RawSearchFilters | undefined): ListSource | null {
  if (!raw) return null;
  const get = !raw.method || raw.method.toUpperCase() === 'GET';
  let textField: string | null = null;
  const params: [string, string][] = [];
  for (const field of raw.fields.slice(0, MAX_FIELDS)) {
    const name = field.name.trim();
    if (!PARAM_NAME.test(name) || RESERVED_PARAMS.has(name.toLowerCase())) continue;
    if (!textField && TEXT_PARAMS.has(name.toLowerCase())) textField = name;
    const value = fieldValue(field);
    if (value) params.push([name, value]);
  }
  return { endpoint: get ? (raw.endpointUrl ?? null) : null, textField, params };
}

export function reshapePage(raw: RawContent, path: string, ctx: ReshapeContext): Page {
  const id = raw.id;
  const s = raw.settings;
  const { blocks, toc } = addHeadingIds(reshapeBlocks(raw.contentElements, id, ctx));
  const description = sanitizeRichText(raw.intro?.description);
  const head = reshapeHead(raw.meta);
  const noIndex = s?.noIndex === true || /\bnoindex\b/i.test(head.robots ?? '');
  return {
    id,
    key: raw.key ?? ctx.pageKey ?? null,
    name: raw.name,
    path,
    url: raw.url,
    createDate: raw.createDate ?? null,
    updateDate: raw.updateDate ?? null,
    template: layoutOf(raw.template, ctx.templates),
    cmsTemplate: raw.template ?? null,
    title: raw.intro?.title || raw.name,
    teaser: raw.intro?.teaser || null,
    description,
    image: reshapeImage(raw.intro?.image, ctx),
    breadcrumb: raw.breadcrumb.map((b) => ({ key: b.key ?? null, name: b.name, url: b.url })),
    blocks,
    header: {
      image: reshapeImage(raw.header?.image, ctx),
      showShare: raw.header?.showShare ?? true,
      showPrint: raw.header?.showPrint ?? true,
    },
    settings: {
      longRead: s?.longRead ?? false,
      hideFeedback: s?.hideFeedback ?? false,
      hideBreadcrumb: s?.hideBreadcrumb ?? false,
      noIndex,
    },
    feedback:
      raw.feedback && raw.feedback.enabled !== false
        ? { question: raw.feedback.question || '' }
        : null,
    list: raw.list
      ? {
          items: raw.list.items.map((item) => reshapeListItem(item, ctx)),
          total: raw.list.total,
          limit: raw.list.limit,
          offset: raw.list.offset ?? 0,
        }
      : null,
    listSource: reshapeListSource(raw.searchFilters),
    alternates: reshapeAlternates(raw.alternates),
    head,
    errorMessage: raw.errorMessage ?? null,
    toc,
    readingMinutes: readingMinutes([description, ...blockTexts(blocks)]),
  };
}

export function pageMetadata(page: Page): PageMetadata {
  // The files the blocks link to (each block's `documents` hook).
  const documents = page.blocks.flatMap((block) => hooksOf(block).documents?.(block.content) ?? []);
  return {
    breadcrumb: page.breadcrumb,
    lastUpdated: page.updateDate,
    name: page.name,
    title: page.title,
    teaser: page.teaser,
    image: page.image,
    template: page.template,
    documents,
  };
}
