import { z } from 'zod';
import type { Link } from '#src/server/cms/types.ts';
import { text } from '#src/server/cms/lenient.ts';
import {
  nullable,
  optText,
  type BlockSchema,
  type MediaFields,
} from '#src/server/cms/block-fields.ts';

export type BlockCtaBoxContent = { title: string; text: string | null; link: Link | null };

export const schema = ({ link }: MediaFields): BlockSchema<BlockCtaBoxContent> =>
  z.object({ title: text, text: optText, link: nullable(link) });
