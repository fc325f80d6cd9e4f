import { z } from 'zod';
import type { Image } from '#src/server/types.ts';
import { opt } from '#src/server/cms/lenient.ts';
import { rawLinkSchema } from '#src/server/cms/schemas.ts';
import {
  items,
  nullable,
  optText,
  type BlockSchema,
  type MediaFields,
  type NavLink,
} from '#src/server/cms/block-fields.ts';

export type BlockRelatedContentContent = {
  title: string | null;
  view: 'grid' | 'slider';
  items: (NavLink & { image: Image | null })[];
};

export const schema = ({ image, navLink }: MediaFields): BlockSchema<BlockRelatedContentContent> =>
  z.object({
    title: optText,
    view: opt(z.enum(['grid', 'slider'])).transform((v) => v ?? 'grid'),
    items: items(
      rawLinkSchema
        .extend({ image: nullable(image) })
        .transform((l) => ({ ...navLink(l), image: l.image })),
    ),
  });
