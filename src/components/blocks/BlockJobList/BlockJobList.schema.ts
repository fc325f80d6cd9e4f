import { z } from 'zod';
import { text } from '#src/server/cms/lenient.ts';
import { dateText, items, optText, type BlockSchema } from '#src/server/cms/block-fields.ts';
import type { BlockHooks } from '../block-hooks.ts';
import { jobPostingLd } from '#src/server/seo/json-ld-items.ts';
import { deadlinePassed } from '#src/shared/format.ts';

export type BlockJobListContent = {
  title: string | null;
  items: {
    title: string;
    url: string;
    deadline: string | null;
    department: string | null;
    workplace: string | null;
    hours: string | null;
  }[];
};

export const schema = (): BlockSchema<BlockJobListContent> =>
  z.object({
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
  });

/**
 * Each open job is a JobPosting in the page's structured data, with the municipality as employer
 * (one whose deadline has passed is no longer offered).
 */
export const hooks: BlockHooks<BlockJobListContent> = {
  jsonLd: (content, { origin, hiring }) =>
    hiring
      ? content.items
          .filter((item) => !deadlinePassed(item.deadline))
          .map((item) => jobPostingLd(item, hiring, origin))
      : [],
};
