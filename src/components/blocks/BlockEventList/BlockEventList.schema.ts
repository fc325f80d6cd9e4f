import { z } from 'zod';
import type { Link } from '#src/server/cms/types.ts';
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
