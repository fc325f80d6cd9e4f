import { z } from 'zod';
import type { Image, Link } from '#src/server/types.ts';
import { list, text } from '#src/server/cms/lenient.ts';
import { rawLinkSchema } from '#src/server/cms/schemas.ts';
import {
  dateText,
  flag,
  items,
  nullable,
  optText,
  optWords,
  type BlockSchema,
  type MediaFields,
  type NavLink,
} from '#src/server/cms/block-fields.ts';

export type BlockNewsListContent = {
  title: string | null;
  link: Link | null;
  showImages: boolean;
  items: (NavLink & {
    /** ISO date-time. */
    newsDate: string | null;
    categories: string[];
    newsType: string | null;
    image: Image | null;
  })[];
};

export const schema = ({ image, link, navLink }: MediaFields): BlockSchema<BlockNewsListContent> =>
  z.object({
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
  });
