import { z } from 'zod';
import type { Image, Link } from '#src/server/types.ts';
import { list, text } from '#src/server/cms/lenient.ts';
import {
  nullable,
  optText,
  type BlockSchema,
  type MediaFields,
} from '#src/server/cms/block-fields.ts';
import type { BlockHooks } from '../block-hooks.ts';

export type BlockHereWeLiveContent = {
  title: string;
  text: string | null;
  image: Image | null;
  items: { label: string; value: string }[];
  link: Link | null;
};

export const schema = ({ image, link }: MediaFields): BlockSchema<BlockHereWeLiveContent> =>
  z.object({
    title: text,
    text: optText,
    image: nullable(image),
    items: list(z.object({ label: text, value: text })),
    link: nullable(link),
  });

/** An end block: it goes below the article, at full width. */
export const hooks: BlockHooks<BlockHereWeLiveContent> = { placement: ['end'] };
