import { z } from 'zod';
import { numeric, text } from '#src/server/cms/lenient.ts';
import {
  dateText,
  items,
  nullable,
  optText,
  type BlockSchema,
} from '#src/server/cms/block-fields.ts';

export type BlockMapKultunautDemoContent = {
  title: string | null;
  items: {
    title: string;
    url: string | null;
    lat: number | null;
    lng: number | null;
    date: string | null;
    venue: string | null;
  }[];
};

export const schema = (): BlockSchema<BlockMapKultunautDemoContent> =>
  z.object({
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
  });
