import { z } from 'zod';
import { numeric, text } from '#src/server/cms/lenient.ts';
import {
  dateText,
  items,
  nullable,
  optText,
  type BlockSchema,
} from '#src/server/cms/block-fields.ts';
import type { BlockHooks } from '../block-hooks.ts';
import { eventLd } from '#src/server/seo/json-ld-items.ts';

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

/**
 * Each event is an Event in the page's structured data, with its place on the map; ending the
 * page, the map goes below the article at full width.
 */
export const hooks: BlockHooks<BlockMapKultunautDemoContent> = {
  jsonLd: (content, { origin }) =>
    content.items.map((item) =>
      eventLd(
        {
          name: item.title,
          url: item.url,
          start: item.date,
          location: item.venue,
          geo: { lat: item.lat, lng: item.lng },
        },
        origin,
      ),
    ),
  placement: ['end'],
};
