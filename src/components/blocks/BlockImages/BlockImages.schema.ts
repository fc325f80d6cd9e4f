import { z } from 'zod';
import type { Image } from '#src/server/types.ts';
import {
  flag,
  items,
  optText,
  optWords,
  type BlockSchema,
  type MediaFields,
} from '#src/server/cms/block-fields.ts';

export type BlockImagesContent = {
  title: string | null;
  items: {
    image: Image;
    /** Show the whole image (no crop to the grid's common ratio). */
    showCompleteImage: boolean;
    text: string | null;
    caption: string | null;
  }[];
};

export const schema = ({ image }: MediaFields): BlockSchema<BlockImagesContent> =>
  z.object({
    title: optText,
    items: items(
      z.object({
        image,
        showCompleteImage: flag(false),
        text: optWords,
        caption: optWords,
      }),
    ),
  });
