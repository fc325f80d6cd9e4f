import { z } from 'zod';
import { borgerDkUrl } from '#src/components/blocks/BlockBorgerDk/borger-dk-url.ts';
import {
  validVideo,
  videoFromSource,
  videoProvider,
  type EmbeddableVideo,
} from '#src/components/blocks/BlockVideo/video-embed.ts';
import { parseDateValue } from '#src/shared/format.ts';
import { log } from '../log.ts';
import { sanitizeRichText } from '../sanitize.ts';
import type { TableCell, VideoConsent } from './block-types.ts';
import { id, list, numeric, opt, parsePart, text } from './lenient.ts';
import { reshapeImage, reshapeLink, type ReshapeContext } from './links.ts';
import { rawElementSchema, rawLinkSchema, rawMediaSchema, type RawLink } from './schemas.ts';
import type { Block, BlockAlias, BlockContentMap, Image } from './types.ts';

// Content elements: one zod schema per block alias validates the element's content and turns it
// into the app's shape. An element is validated on its own, so one bad element cannot sink the
// page. Inside an element, only what the block cannot be shown without is required; every
// optional field (`opt`) and every list item (`list`) is dropped on its own when malformed, with
// one warning each (decision 012).

/** An optional field as the app types it: absent, null or malformed give `null`. */
const nullable = <T extends z.ZodTypeAny>(schema: T) =>
  opt(schema).transform((v): z.output<T> | null => v ?? null);
/** An optional flag: absent or malformed give `fallback`. */
const flag = (fallback: boolean) => opt(z.boolean()).transform((v) => v ?? fallback);
/** A required list: it must be there, but a malformed item is dropped, not the block. */
const items = <T extends z.ZodTypeAny>(item: T) => z.array(z.unknown()).pipe(list(item));

const optText = nullable(text);
/** An ISO 8601 date or date-time, as src/shared/format.ts reads it; anything else is dropped. */
const dateText = nullable(
  z.string().refine((v) => parseDateValue(v) !== null, 'not a date or date-time'),
);
/** A text with something in it (an empty caption is no caption). */
const optWords = optText.transform((v) => (v?.trim() ? v : null));
const html = z.string().transform((v) => sanitizeRichText(v));
const optHtml = opt(z.string()).transform((v) => sanitizeRichText(v));

const consentCategories = ['necessary', 'functional', 'statistic', 'marketing'] as const;
/** The cookie categories a player needs; marketing when the backend names none. */
const requiredConsent = list(z.enum(consentCategories)).transform((v): VideoConsent[] =>
  v.length > 0 ? [...new Set(v)] : ['marketing'],
);

function videoSchema() {
  const version1 = z.object({
    title: optText,
    provider: z.string().transform((v, ctx) => videoProvider(v) ?? unsupported(ctx, v)),
    videoId: id,
    channelId: nullable(id),
    videoTitle: optText,
    requiredConsent,
  });
  // Limbo.Umbraco.Video. `embed` (the provider's HTML) is deliberately not read at all.
  const limbo = z.object({
    title: optText,
    video: z.object({
      source: nullable(z.string()),
      provider: z.object({
        alias: z.string().transform((v, ctx) => videoProvider(v) ?? unsupported(ctx, v)),
      }),
      details: nullable(
        z.object({
          id: nullable(id),
          videoId: nullable(id),
          channelId: nullable(id),
          title: optText,
        }),
      ),
    }),
    requiredConsent,
  });
  return z.unknown().transform((raw, ctx): BlockContentMap['BlockVideo'] => {
    const isLimbo = typeof raw === 'object' && raw !== null && 'video' in raw;
    const parsed = (isLimbo ? limbo : version1).safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue(issue);
      return z.NEVER;
    }
    let video: EmbeddableVideo | null;
    let videoTitle: string | null;
    if ('video' in parsed.data) {
      const { source, provider, details } = parsed.data.video;
      const videoId = details?.id ?? details?.videoId ?? null;
      const channelId = details?.channelId ?? null;
      videoTitle = details?.title ?? null;
      // An id the backend gives must itself be valid; only a missing one is read from `source`.
      video = videoId
        ? validVideo({ provider: provider.alias, videoId, channelId })
        : source
          ? videoFromSource(provider.alias, source)
          : null;
    } else {
      const { provider, videoId, channelId } = parsed.data;
      videoTitle = parsed.data.videoTitle;
      video = validVideo({ provider, videoId, channelId });
    }
    if (!video) {
      ctx.addIssue({ code: 'custom', message: 'no valid video id for the provider' });
      return z.NEVER;
    }
    return {
      title: parsed.data.title,
      ...video,
      videoTitle,
      requiredConsent: parsed.data.requiredConsent,
    };
  });
}

function unsupported(ctx: z.RefinementCtx, provider: string): never {
  // TwentyThree players live on each customer's own domain: no safe URL can be built for them.
  ctx.addIssue({ code: 'custom', message: `video provider not supported: ${provider}` });
  return z.NEVER;
}

const scopes = ['col', 'row', 'colgroup', 'rowgroup'] as const;
const tableCell = z.object({
  rowIndex: opt(numeric),
  columnIndex: opt(numeric),
  value: optHtml,
  type: opt(z.enum(['td', 'th'])).transform((v) => v ?? 'td'),
  scope: nullable(z.enum(scopes)),
});
/** The rows in row order and each row's cells in column order, as the indices say. */
const tableCells = items(list(tableCell)).transform((rows): TableCell[][] => {
  const byIndex = <T extends { i: number | undefined }>(xs: T[]) =>
    xs
      .map((x, n) => ({ x, key: x.i ?? n }))
      .sort((a, b) => a.key - b.key)
      .map(({ x }) => x);
  return byIndex(rows.map((cells) => ({ i: cells[0]?.rowIndex, cells })))
    .map(({ cells }) =>
      byIndex(cells.map((cell) => ({ i: cell.columnIndex, cell }))).map(({ cell }): TableCell => ({
        value: cell.value,
        type: cell.type,
        scope: cell.scope,
      })),
    )
    .filter((row) => row.length > 0);
});

/**
 * One zod schema per block alias: validates the raw content and turns it into the app's shape.
 * They depend on the media origin only, and are built once per origin: building them took
 * longer than a page's parse (decision 023).
 */
const schemasByMediaBase = new Map<string, ReturnType<typeof buildBlockSchemas>>();
function blockSchemas({ mediaBase }: Pick<ReshapeContext, 'mediaBase'>) {
  let schemas = schemasByMediaBase.get(mediaBase);
  if (!schemas) schemasByMediaBase.set(mediaBase, (schemas = buildBlockSchemas(mediaBase)));
  return schemas;
}

function buildBlockSchemas(mediaBase: string) {
  const ctx = { mediaBase };
  const image = rawMediaSchema.transform((m) => reshapeImage(m, ctx) as Image);
  const link = rawLinkSchema.transform((l) => reshapeLink(l, ctx));
  /** A page link with what its card shows; its name is the page's title. */
  const navLink = (l: RawLink) => ({
    ...reshapeLink(l, ctx),
    name: l.title || l.name || l.url,
    id: l.id ?? null,
    teaser: l.teaser?.trim() ? l.teaser : null,
  });
  const linkList = z.object({ title: optText, items: items(link) });

  const schemas: { [A in BlockAlias]: z.ZodType<BlockContentMap[A], z.ZodTypeDef, unknown> } = {
    BlockRichText: z.object({ text: html }),
    BlockImage: z.object({ image, caption: optWords }),
    BlockLinkList: linkList,
    BlockDocumentList: linkList,
    BlockCtaBox: z.object({ title: text, text: optText, link: nullable(link) }),
    BlockContactGroup: z.object({
      title: optText,
      items: items(
        z.object({
          name: text,
          role: optText,
          phone: optText,
          email: optText,
          openingHours: optText,
          address: optText,
        }),
      ),
    }),
    BlockHereWeLive: z.object({
      title: text,
      text: optText,
      image: nullable(image),
      items: list(z.object({ label: text, value: text })),
      link: nullable(link),
    }),
    BlockMapKultunautDemo: z.object({
      title: optText,
      items: items(
        z.object({
          title: text,
          url: nullable(z.string().min(1)),
          lat: nullable(numeric),
          lng: nullable(numeric),
          date: dateText,
          venue: optText,
        }),
      ),
    }),
    BlockAccordion: z.object({ items: items(z.object({ title: text, text: optHtml })) }),
    BlockFactBox: z.object({ title: optText, text: html }),
    BlockHearingList: z.object({
      title: optText,
      items: items(
        z.object({
          title: text,
          url: z.string().min(1),
          startDate: dateText,
          endDate: dateText,
          status: z.enum(['open', 'closed']),
          formNumber: optText,
        }),
      ),
    }),
    BlockJobList: z.object({
      title: optText,
      items: items(
        z.object({
          title: text,
          url: z.string().min(1),
          deadline: dateText,
          department: optText,
          workplace: optText,
          hours: optText,
        }),
      ),
    }),
    BlockVideo: videoSchema(),
    BlockRelatedContent: z.object({
      title: optText,
      view: opt(z.enum(['grid', 'slider'])).transform((v) => v ?? 'grid'),
      items: items(
        rawLinkSchema
          .extend({ image: nullable(image) })
          .transform((l) => ({ ...navLink(l), image: l.image })),
      ),
    }),
    BlockNewsList: z.object({
      title: optText,
      link: nullable(link),
      showImages: flag(true),
      items: items(
        rawLinkSchema
          .extend({
            newsDate: dateText,
            categories: list(text).transform((v) => v.filter((c) => c.trim())),
            newsType: optWords,
            image: nullable(image),
          })
          .transform(({ newsDate, categories, newsType, image, ...l }) => ({
            ...navLink(l),
            newsDate,
            categories,
            newsType,
            image,
          })),
      ),
    }),
    BlockEventList: z.object({
      title: optText,
      link: nullable(link),
      items: items(
        rawLinkSchema
          .extend({
            details: nullable(z.object({ start: dateText, end: dateText, location: optWords })),
          })
          .transform(({ details, ...l }) => ({
            ...navLink(l),
            start: details?.start ?? null,
            end: details?.end ?? null,
            location: details?.location ?? null,
          })),
      ),
    }),
    BlockImages: z.object({
      title: optText,
      items: items(
        z.object({
          image,
          showCompleteImage: flag(false),
          text: optWords,
          caption: optWords,
        }),
      ),
    }),
    BlockBorgerDk: z.object({
      article: z.object({
        id: nullable(id),
        url: nullable(
          z.string().transform((v, c) => {
            const url = borgerDkUrl(v);
            if (url) return url;
            c.addIssue({ code: 'custom', message: 'not an https address on borger.dk' });
            return z.NEVER;
          }),
        ),
        title: text,
        header: optHtml,
        byline: optHtml,
        elements: list(
          z.union([
            z.object({
              id: nullable(id),
              title: optWords,
              microArticles: z
                .array(z.unknown())
                .pipe(list(z.object({ id: nullable(id), title: text, content: optHtml }))),
            }),
            z.object({ id: nullable(id), title: optWords, content: html }),
          ]),
        ).transform((elements) =>
          elements.map((element) =>
            'microArticles' in element
              ? { kind: 'micro' as const, ...element }
              : { kind: 'text' as const, ...element },
          ),
        ),
      }),
    }),
    BlockTable: z.object({
      title: optText,
      table: z.object({
        useFirstRowAsHeader: flag(false),
        useFirstColumnAsHeader: flag(false),
        useLastRowAsFooter: flag(false),
        cells: tableCells.refine((rows) => rows.length > 0, 'a table needs at least one cell'),
      }),
    }),
  };
  return schemas;
}

export const blockAliases = Object.keys(blockSchemas({ mediaBase: '' })) as BlockAlias[];
const isBlockAlias = (alias: string): alias is BlockAlias =>
  (blockAliases as string[]).includes(alias);

/**
 * Validates each element on its own; unknown or malformed ones are skipped with one warning
 * (alias, key, page id), and the rest of the page renders.
 */
export function reshapeBlocks(raw: unknown[], pageId: string, ctx: ReshapeContext): Block[] {
  const schemas = blockSchemas(ctx);
  const blocks: Block[] = [];
  raw.forEach((element, index) => {
    const base = parsePart(rawElementSchema, element);
    if (!base.value) {
      log.warn({ pageId, index }, 'content element skipped: not an {alias, content} object');
      return;
    }
    const { alias, key, settings } = base.value;
    if (!isBlockAlias(alias)) {
      log.warn({ pageId, index, alias, key }, 'content element skipped: unknown block alias');
      return;
    }
    const parsed = parsePart(schemas[alias], base.value.content);
    if (!parsed.value) {
      const issue = parsed.issues.at(-1);
      log.warn(
        { pageId, index, alias, key, path: issue?.path, problem: issue?.problem },
        'content element skipped: malformed content',
      );
      return;
    }
    for (const issue of parsed.issues) {
      log.warn(
        { pageId, alias, key, path: issue.path, problem: issue.problem },
        'block field dropped',
      );
    }
    blocks.push({
      alias,
      key: key ?? `${alias}-${index}`,
      content: parsed.value,
      inToc: settings?.includeInToc === true,
      anchor: null,
    } as Block);
  });
  return blocks;
}
