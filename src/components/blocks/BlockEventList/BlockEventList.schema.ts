import { z } from 'zod';
import type { Link } from '#src/server/types.ts';
import { rawLinkSchema } from '#src/server/cms/schemas.ts';
import {
  dateText,
  items,
  nullable,
  optText,
  optWords,
  type BlockSchema,
  type MediaFields,
  type NavLink,
} from '#src/server/cms/block-fields.ts';
import type { BlockHooks } from '../block-hooks.ts';
import { eventLd } from '#src/server/seo/json-ld-items.ts';

export type BlockEventListContent = {
  title: string | null;
  link: Link | null;
  items: (NavLink & {
    /** A calendar date (`2026-12-05`) or an ISO date-time. */
    start: string | null;
    end: string | null;
    location: string | null;
  })[];
};

export const schema = ({ link, navLink }: MediaFields): BlockSchema<BlockEventListContent> =>
  z.object({
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
  });

/** Each event is an Event in the page's structured data. */
export const hooks: BlockHooks<BlockEventListContent> = {
  jsonLd: (content, { origin }) =>
    content.items.map((item) =>
      eventLd(
        {
          name: item.name,
          url: item.url,
          start: item.start,
          end: item.end,
          location: item.location,
          description: item.teaser,
        },
        origin,
      ),
    ),
};
