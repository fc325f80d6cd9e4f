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

/** The package's name for the core text (`BorgerDkPublishedBlockElement`): its id and its title. */
const CORE_TEXT = 'kernetekst';
/** The byline element (`BorgerDkArticle.ParseElements`): plain text, a copy of `byline`. */
const BYLINE = 'byline';

const named = (value: string | null | undefined) => value?.trim().toLowerCase() ?? null;
/** What a reader sees of sanitized HTML: its text, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ')
    .trim();

/**
 * Borger.dk's article as a citizen reads it: the core text never headed by its technical name
 * (the package sends `kernetekst`, its id, as its title), and the byline once, at the foot. The
 * byline element (by its id, or by its text) repeats `article.byline`; it stands in when that is
 * empty.
 */
function readable(article: BlockBorgerDkContent['article']): BlockBorgerDkContent['article'] {
  const byline = textOf(article.byline);
  const isByline = (e: BorgerDkElement): e is Extract<BorgerDkElement, { kind: 'text' }> =>
    e.kind === 'text' && (named(e.id) === BYLINE || (!!byline && textOf(e.content) === byline));
  const bylineElement = article.elements.find(isByline);
  return {
    ...article,
    byline: article.byline || (bylineElement?.content ?? article.byline),
    elements: article.elements.flatMap((element) => {
      if (isByline(element)) return [];
      const title = named(element.title);
      const technical =
        element.kind === 'micro' &&
        title !== null &&
        (title === CORE_TEXT || title === named(element.id));
      return [technical ? { ...element, title: null } : element];
    }),
  };
}

export const schema = (): BlockSchema<BlockBorgerDkContent> =>
  z
    .object({
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
    })
    .transform(({ article }) => ({ article: readable(article) }));
