import type { Block } from '#src/components/blocks/block-types.ts';
import type { Language } from '#src/shared/language.ts';
import type { SafeHtml } from '../sanitize.ts';
import type { Head, Image, Listing, ListSource, Template } from '../types.ts';

// The page as the app reads it: the one type built on the blocks (block-types.ts), kept beside
// the page code so that the primitives in types.ts tie nothing to the block list.

export type Page = {
  id: string;
  /** The content's GUID (`content.key`, else the envelope's `pageKey`); feedback needs it. */
  key: string | null;
  name: string;
  /** Path of the page with its trailing slash, as the visitor asked for it. */
  path: string;
  /** The content's own URL as the backend gives it. */
  url: string;
  createDate: string | null;
  updateDate: string | null;
  template: Template;
  cmsTemplate: string | null;
  title: string;
  teaser: string | null;
  description: SafeHtml;
  image: Image | null;
  /** The page's ancestors and itself; `key` is the node's GUID when the backend sends it. */
  breadcrumb: { key?: string | null; name: string; url: string }[];
  blocks: Block[];
  header: { image: Image | null; showShare: boolean; showPrint: boolean };
  settings: { longRead: boolean; hideFeedback: boolean; hideBreadcrumb: boolean; noIndex: boolean };
  feedback: { question: string } | null;
  /** `content.list` (the older form); without it a list page asks the search endpoint. */
  list: Listing | null;
  /** The list's own endpoint and fields (`content.searchFilters`), when the content names them. */
  listSource: ListSource | null;
  /**
   * `content.alternates`: the same page in other cultures, one per language the app speaks; `url`
   * is a path on this site or an http(s) address (another host's page).
   */
  alternates: { culture: string; url: string; language: Language }[];
  head: Head;
  errorMessage: string | null;
  /** Headings of the rich text, with the ids they carry (for the long-read table of contents). */
  toc: { id: string; text: string; level: 2 | 3 }[];
  readingMinutes: number;
};
