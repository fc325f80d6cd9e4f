import { z } from 'zod';
import type { SafeHtml } from '#src/server/sanitize.ts';
import { id, list, text } from '#src/server/cms/lenient.ts';
import {
  html,
  nullable,
  optHtml,
  optWords,
  type BlockSchema,
} from '#src/server/cms/block-fields.ts';
import { borgerDkUrl } from './borger-dk-url.ts';

type BorgerDkElement =
  | { kind: 'text'; id: string | null; title: string | null; content: SafeHtml }
  | {
      kind: 'micro';
      id: string | null;
      title: string | null;
      microArticles: { id: string | null; title: string; content: SafeHtml }[];
    };

export type BlockBorgerDkContent = {
  article: {
    id: string | null;
    /** Only an https URL on borger.dk (or a subdomain); anything else is dropped. */
    url: string | null;
    title: string;
    header: SafeHtml;
    byline: SafeHtml;
    elements: BorgerDkElement[];
  };
};

export const schema = (): BlockSchema<BlockBorgerDkContent> =>
  z.object({
    article: z.object({
      id: nullable(id),
      url: nullable(
        z.string().transform((v, c) => {
          const url = borgerDkUrl(v);
          if (url) return url;
          c.addIssue({ code: 'custom', message: 'not an https address on borger.dk' });
          return z.NEVER;
        }),
      ),
      title: text,
      header: optHtml,
      byline: optHtml,
      elements: list(
        z.union([
          z.object({
            id: nullable(id),
            title: optWords,
            microArticles: z
              .array(z.unknown())
              .pipe(list(z.object({ id: nullable(id), title: text, content: optHtml }))),
          }),
          z.object({ id: nullable(id), title: optWords, content: html }),
        ]),
      ).transform((elements) =>
        elements.map((element) =>
          'microArticles' in element
            ? { kind: 'micro' as const, ...element }
            : { kind: 'text' as const, ...element },
        ),
      ),
    }),
  });
