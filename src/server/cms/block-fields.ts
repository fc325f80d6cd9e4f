import { z } from 'zod';
import { parseDateValue } from '#src/shared/format.ts';
import { sanitizeRichText } from '../sanitize.ts';
import { list, opt, text } from './lenient.ts';
import { reshapeImage, reshapeLink } from './links.ts';
import { rawLinkSchema, rawMediaSchema, type RawLink } from './schemas.ts';
import type { Image, Link } from '../types.ts';

// The fields a block's schema (src/components/blocks/BlockX/BlockX.schema.ts) is made of. Only
// what the block cannot be shown without is required; every optional field (`opt`) and every
// list item (`list`) is dropped on its own when malformed, with one warning each (decision 012).

/** A block's schema: validates the raw content and turns it into the block's content type. */
export type BlockSchema<C> = z.ZodType<C, z.ZodTypeDef, unknown>;

/** A link to a page with what a card shows of it: `name` is the page's title. */
export type NavLink = Link & { id: string | null; teaser: string | null };

/** An optional field as the app types it: absent, null or malformed give `null`. */
export const nullable = <T extends z.ZodTypeAny>(schema: T) =>
  opt(schema).transform((v): z.output<T> | null => v ?? null);
/** An optional flag: absent or malformed give `fallback`. */
export const flag = (fallback: boolean) => opt(z.boolean()).transform((v) => v ?? fallback);
/** A required list: it must be there, but a malformed item is dropped, not the block. */
export const items = <T extends z.ZodTypeAny>(item: T) => z.array(z.unknown()).pipe(list(item));

export const optText = nullable(text);
/** An ISO 8601 date or date-time, as src/shared/format.ts reads it; anything else is dropped. */
export const dateText = nullable(
  z.string().refine((v) => parseDateValue(v) !== null, 'not a date or date-time'),
);
/** A text with something in it (an empty caption is no caption). */
export const optWords = optText.transform((v) => (v?.trim() ? v : null));
export const html = z.string().transform((v) => sanitizeRichText(v));
export const optHtml = opt(z.string()).transform((v) => sanitizeRichText(v));

/**
 * The fields that depend on the media origin (MEDIA_BASE_URL): a block's schema is built from
 * them once per origin (decision 023).
 */
export function mediaFields(mediaBase: string) {
  const ctx = { mediaBase };
  return {
    image: rawMediaSchema.transform((m) => reshapeImage(m, ctx) as Image),
    link: rawLinkSchema.transform((l) => reshapeLink(l, ctx)),
    /** A page link with what its card shows; its name is the page's title. */
    navLink: (l: RawLink): NavLink => ({
      ...reshapeLink(l, ctx),
      name: l.title || l.name || l.url,
      id: l.id ?? null,
      teaser: l.teaser?.trim() ? l.teaser : null,
    }),
  };
}
export type MediaFields = ReturnType<typeof mediaFields>;
