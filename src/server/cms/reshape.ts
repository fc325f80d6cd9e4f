import { sanitizeRichText } from '../sanitize.ts';
import { addHeadingIds, blockTexts, readingMinutes } from '../toc.ts';
import { reshapeBlocks } from './blocks.ts';
import { reshapeImage, type ReshapeContext } from './links.ts';
import { layoutOf } from '../templates.ts';
import type { RawContent, RawVueMeta } from './schemas.ts';
import type { Head, PageMetadata } from '../types.ts';
import type { Language } from '#src/shared/language.ts';
import type { Page } from './page-model.ts';
import { hooksOf } from '#src/components/blocks/hooks-of.ts';
import { languageOf } from './reshape-language.ts';
import { reshapeListItem, reshapeListSource } from './reshape-list.ts';

export type { ReshapeContext };
export { languageOf, otherLanguageOf } from './reshape-language.ts';
export { EMPTY_SITE, reshapeSite } from './reshape-site.ts';
export { reshapeListItem, reshapeListSource } from './reshape-list.ts';

// The adapter: the only place that knows the backend's field names. It turns the validated raw
// parts (schemas.ts) into the app's types (types.ts): the page here, the site (reshape-site.ts),
// listings (reshape-list.ts) and languages (reshape-language.ts) beside it.

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
