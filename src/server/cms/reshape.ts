import { z } from 'zod';
import { log } from '../log.ts';
import { sanitizeRichText } from '../sanitize.ts';
import { addHeadingIds, blockTexts, readingMinutes } from '../toc.ts';
import {
  rawElementSchema,
  rawLinkSchema,
  rawMediaSchema,
  type RawLink,
  type RawMedia,
  type RawNavItem,
  type RawPageContent,
  type RawSite,
} from './schemas.ts';
import type {
  Block,
  BlockAlias,
  BlockContentMap,
  Image,
  Language,
  Link,
  NavItem,
  Page,
  PageMetadata,
  Site,
  Template,
} from './types.ts';

/** Turns the backend's raw answers into the app's types. `base` resolves relative media URLs. */
export type ReshapeContext = { base: string };

const absolute = (url: string, ctx: ReshapeContext) => {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  return url.startsWith('/') ? `${ctx.base}${url}` : url;
};

export function reshapeImage(raw: RawMedia | null | undefined, ctx: ReshapeContext): Image | null {
  if (!raw) return null;
  return {
    url: absolute(raw.url, ctx),
    width: raw.width ?? null,
    height: raw.height ?? null,
    alt: raw.altText ?? '',
    caption: raw.imageText ?? null,
    cropUrl: raw.cropUrl ? absolute(raw.cropUrl, ctx) : null,
    focalPoint: raw.focalPoint ?? null,
  };
}

export function reshapeLink(raw: RawLink, ctx: ReshapeContext): Link {
  const kind = raw.type ?? (/^https?:/i.test(raw.url) ? 'external' : 'content');
  const isMedia = kind === 'file' || kind === 'media';
  return {
    name: raw.name ?? raw.url,
    url: isMedia ? absolute(raw.url, ctx) : raw.url,
    external: kind === 'external' || /^https?:/i.test(raw.url),
    newWindow: raw.target === '_blank',
    kind,
    size: raw.size ?? null,
    extension: raw.extension ? raw.extension.replace(/^\./, '').toLowerCase() : null,
  };
}

export function languageOf(culture: string | null | undefined): Language | null {
  const short = culture?.slice(0, 2).toLowerCase();
  return short === 'da' || short === 'en' || short === 'de' ? short : null;
}

export function reshapeSite(raw: RawSite, ctx: ReshapeContext): Site {
  const config = raw.siteConfiguration;
  const footer = config?.footer;
  const links = (list: RawLink[] | null | undefined) =>
    (list ?? []).map((l) => reshapeLink(l, ctx));
  return {
    id: String(raw.id),
    name: raw.name,
    url: raw.url ?? null,
    culture: raw.culture ?? null,
    cultures: (raw.cultures ?? []).map((c) => ({ ...c, language: languageOf(c.value) })),
    themeAlias: raw.theme?.alias ?? 'default',
    loginUrl: raw.loginPage?.url ?? null,
    configuration: raw.frontend?.configuration ?? {},
    configurationId: config?.id != null ? String(config.id) : null,
    monsidoCode: config?.monsidoCode ?? null,
    searchPageUrl: config?.searchPage?.url ?? null,
    logo: reshapeImage(config?.header?.logo, ctx),
    serviceLinks: links(config?.header?.serviceLinks),
    footer: {
      tagLine: footer?.tagLine ?? null,
      address: footer?.address
        ? {
            name: footer.address.name ?? null,
            street: footer.address.street ?? null,
            postalCode: footer.address.postalCode ?? null,
            city: footer.address.city ?? null,
            phone: footer.address.phone ?? null,
            email: footer.address.email ?? null,
            cvr: footer.address.cvr ?? null,
          }
        : null,
      columns: (footer?.columns ?? []).map((c) => ({
        title: c.title ?? null,
        links: links(c.links),
      })),
      accessibilityStatementUrl: footer?.accessibilityStatementUrl ?? null,
      socialLinks: links(footer?.socialLinks),
    },
  };
}

export function reshapeNavigation(raw: RawNavItem[] | null | undefined): NavItem[] {
  return (raw ?? [])
    .filter((item) => item.isVisible !== false)
    .map((item) => ({
      id: String(item.id),
      title: item.title,
      url: item.url,
      children: reshapeNavigation(item.children),
    }));
}

// ---- content elements ----

const s = z.string();
const optS = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
const optN = z.coerce
  .number()
  .nullish()
  .transform((v) => (v == null || Number.isNaN(v) ? null : v));

/** One zod schema per block alias: validates the raw content and turns it into the app's shape. */
function blockSchemas(ctx: ReshapeContext) {
  const image = rawMediaSchema.transform((m) => reshapeImage(m, ctx) as Image);
  const link = rawLinkSchema.transform((l) => reshapeLink(l, ctx));
  const html = z
    .string()
    .nullish()
    .transform((v) => sanitizeRichText(v));
  const linkList = z.object({ title: optS, items: z.array(link) });
  const schemas: { [A in BlockAlias]: z.ZodType<BlockContentMap[A], z.ZodTypeDef, unknown> } = {
    BlockRichText: z.object({ text: z.string().transform((v) => sanitizeRichText(v)) }),
    BlockImage: z.object({ image, caption: optS }),
    BlockLinkList: linkList,
    BlockDocumentList: linkList,
    BlockCtaBox: z.object({
      title: s,
      text: optS,
      link: link.nullish().transform((v) => v ?? null),
    }),
    BlockContactGroup: z.object({
      title: optS,
      items: z.array(
        z.object({
          name: s,
          role: optS,
          phone: optS,
          email: optS,
          openingHours: optS,
          address: optS,
        }),
      ),
    }),
    BlockHereWeLive: z.object({
      title: s,
      text: optS,
      image: image.nullish().transform((v) => v ?? null),
      items: z.array(z.object({ label: s, value: z.coerce.string() })).default([]),
      link: link.nullish().transform((v) => v ?? null),
    }),
    BlockMapKultunautDemo: z.object({
      title: optS,
      items: z.array(
        z.object({ title: s, url: optS, lat: optN, lng: optN, date: optS, venue: optS }),
      ),
    }),
    BlockAccordion: z.object({ items: z.array(z.object({ title: s, text: html })) }),
    BlockFactBox: z.object({ title: optS, text: html }),
    BlockHearingList: z.object({
      title: optS,
      items: z.array(
        z.object({
          title: s,
          url: s,
          startDate: optS,
          endDate: optS,
          status: z.enum(['open', 'closed']),
          formNumber: z
            .union([z.string(), z.number()])
            .nullish()
            .transform((v) => (v == null ? null : String(v))),
        }),
      ),
    }),
    BlockJobList: z.object({
      title: optS,
      items: z.array(
        z.object({
          title: s,
          url: s,
          deadline: optS,
          department: optS,
          workplace: optS,
          hours: optS,
        }),
      ),
    }),
    BlockVideo: z.object({
      title: optS,
      provider: z.enum(['youtube', 'vimeo', 'dreambroker']),
      videoId: z.string().regex(/^[\w-]{1,64}$/),
      requiredConsent: z
        .array(z.enum(['necessary', 'functional', 'statistic', 'marketing']))
        .default(['marketing']),
    }),
  };
  return schemas;
}

export const blockAliases = Object.keys(blockSchemas({ base: '' })) as BlockAlias[];
const isBlockAlias = (alias: string): alias is BlockAlias =>
  (blockAliases as string[]).includes(alias);

/** Validates each element on its own; unknown or malformed ones are skipped with one warning. */
export function reshapeBlocks(raw: unknown[], pageId: string, ctx: ReshapeContext): Block[] {
  const schemas = blockSchemas(ctx);
  const blocks: Block[] = [];
  raw.forEach((element, index) => {
    const base = rawElementSchema.safeParse(element);
    if (!base.success) {
      log.warn({ pageId, index }, 'content element skipped: not an {alias, content} object');
      return;
    }
    const { alias } = base.data;
    if (!isBlockAlias(alias)) {
      log.warn({ pageId, index, alias }, 'content element skipped: unknown block alias');
      return;
    }
    const parsed = schemas[alias].safeParse(base.data.content);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      log.warn(
        { pageId, index, alias, path: issue?.path.join('.'), problem: issue?.message },
        'content element skipped: malformed content',
      );
      return;
    }
    blocks.push({ alias, key: `${alias}-${index}`, content: parsed.data } as Block);
  });
  return blocks;
}

const templates: Record<string, Template> = {
  contentPage: 'content-page-layout',
  listPage: 'list-page-layout',
  searchPage: 'search-page-layout',
};

export function reshapePage(raw: RawPageContent, path: string, ctx: ReshapeContext): Page {
  const id = String(raw.id);
  const s = raw.settings;
  const { blocks, toc } = addHeadingIds(reshapeBlocks(raw.contentElements ?? [], id, ctx));
  const description = sanitizeRichText(raw.intro?.description);
  return {
    id,
    name: raw.name,
    path,
    updateDate: raw.updateDate ?? null,
    template: templates[raw.template ?? ''] ?? 'fallback-layout',
    cmsTemplate: raw.template ?? null,
    title: raw.intro?.title || raw.name,
    teaser: raw.intro?.teaser || null,
    description,
    image: reshapeImage(raw.intro?.image, ctx),
    breadcrumb: raw.breadcrumb ?? [],
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
      noIndex: s?.noIndex ?? false,
    },
    feedback:
      raw.feedback && raw.feedback.enabled !== false
        ? { question: raw.feedback.question || '' }
        : null,
    list: raw.list
      ? {
          items: raw.list.items.map((item) => ({
            id: String(item.id),
            name: item.name,
            url: item.url,
            teaser: item.teaser ?? null,
            image: reshapeImage(item.image, ctx),
            date: item.date ?? null,
          })),
          total: raw.list.total,
          limit: raw.list.limit,
          offset: raw.list.offset,
        }
      : null,
    errorMessage: raw.errorMessage ?? null,
    toc,
    readingMinutes: readingMinutes([description, ...blockTexts(blocks)]),
  };
}

export function pageMetadata(page: Page): PageMetadata {
  const documents = page.blocks.flatMap((block) =>
    block.alias === 'BlockLinkList' || block.alias === 'BlockDocumentList'
      ? block.content.items.filter((item) => item.kind === 'file')
      : [],
  );
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
