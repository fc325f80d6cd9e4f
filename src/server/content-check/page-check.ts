import type { Block } from '#src/components/blocks/block-types.ts';
import type { Page } from '../cms/page-model.ts';
import { htmlParts, type HtmlPart } from './html-parts.ts';
import { finding, type CheckLanguage, type Finding } from './rules.ts';

// The rules that need nothing but the page model (decision 044): what the editor wrote, read
// from the validated, reshaped page the site renders. The rules that ask the backend (links,
// documents) get the addresses found here (`targets`) and run in link-check.ts.

/** Blocks whose content no editor writes on this page: lists fed by other pages or services. */
const NOT_EDITED = new Set<string>([
  'BlockBorgerDk',
  'BlockNewsList',
  'BlockEventList',
  'BlockJobList',
  'BlockHearingList',
  'BlockMapKultunautDemo',
]);

/** An address the page links to that only the backend can vouch for. */
export type Target = {
  kind: 'page' | 'file';
  /** A path on this site (`page`), or the file's address (`file`). */
  url: string;
  block: string | null;
  /** The file's size as the backend gives it, when it does. */
  size: number | null;
};

export type ModelCheck = { findings: Finding[]; targets: Target[] };

/** Words that say nothing of a link's target when read alone (lower case, no punctuation). */
const VAGUE_LINK_TEXTS = new Set([
  'klik her', 'klik', 'her', 'læs mere', 'læs her', 'se mere', 'se her', 'mere', 'link', 'linket',
  'dette link', 'tryk her', 'gå til', 'click here', 'click', 'here', 'read more', 'more',
  'this link', 'learn more', 'mehr', 'hier', 'weiterlesen', 'hier klicken',
]); // prettier-ignore

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    // Punctuation and arrows around the words say nothing either: `Læs mere…`, `» Læs mere`.
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

const looksLikeAddress = (text: string) => /^(https?:\/\/|www\.)\S+$/i.test(text.trim());
/** An alt text that is the file's name or a camera's number, not a description. */
const looksLikeFileName = (alt: string) =>
  /\.(jpe?g|png|gif|svg|webp|avif|tiff?|bmp|heic)$/i.test(alt.trim()) ||
  /^(img|dsc|dscn|image|foto|billede|photo)[-_ ]?\d+$/i.test(alt.trim());

/** A run of this many words or more, each written in capitals, is long text in capitals. */
const CAPS_WORDS = 5;
function capsRun(text: string): string | null {
  let run: string[] = [];
  let longest: string[] = [];
  for (const word of text.split(/\s+/)) {
    const letters = word.replace(/[^\p{L}]/gu, '');
    if (letters.length >= 2 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters)) {
      run.push(word);
      if (run.length > longest.length) longest = run;
    } else if (letters.length > 0) {
      run = [];
    }
  }
  return longest.length >= CAPS_WORDS ? longest.join(' ') : null;
}

type Image = { url: string; alt: string; focalPoint: unknown };
type Link = { url: string; name: string; kind: string; external: boolean; size: number | null };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isImage = (v: Record<string, unknown>): v is Image & Record<string, unknown> =>
  typeof v.url === 'string' && typeof v.alt === 'string' && 'focalPoint' in v;
const isLink = (v: Record<string, unknown>): v is Link & Record<string, unknown> =>
  typeof v.url === 'string' &&
  typeof v.name === 'string' &&
  typeof v.kind === 'string' &&
  typeof v.external === 'boolean';
const isHtml = (text: string) => /<[a-z][^>]*>/i.test(text);

/** Where a link on the page leads, for the link rules: a page of this site, a file, or neither. */
function targetOf(url: string, mediaBase: string): Target['kind'] | null {
  if (url.startsWith(`${mediaBase}/`) || /^\/media\//i.test(url)) return 'file';
  if (url.startsWith('/') && !url.startsWith('//')) return 'page';
  return null;
}

/** A page path without its query and fragment, as the backend is asked for it. */
const pathOf = (url: string) => url.split(/[?#]/)[0] || '/';

export type ModelCheckOptions = {
  language?: CheckLanguage;
  /** MEDIA_BASE_URL: an address on it is a file. */
  mediaBase?: string;
};

export function checkPageModel(page: Page, options: ModelCheckOptions = {}): ModelCheck {
  const language = options.language ?? 'da';
  const mediaBase = (options.mediaBase ?? '').replace(/\/+$/, '') || '\u0000';
  const findings: Finding[] = [];
  const targets: Target[] = [];
  const add = (rule: Parameters<typeof finding>[0], block: string | null, element: string) =>
    findings.push(finding(rule, block, element, language));
  /** Link text → the targets it names on this page, for "one text, different targets". */
  const targetsByText = new Map<
    string,
    { text: string; urls: Set<string>; block: string | null }
  >();
  // The page's own title is its h1: a heading after it may be at most an h2.
  let previousLevel = 1;

  const linkRule = (text: string, url: string, block: string | null) => {
    const said = normal(text);
    const plainAddress = /^(mailto|tel):/i.test(url);
    if (!said) add('link-text', block, url);
    else if (VAGUE_LINK_TEXTS.has(said)) add('link-text', block, text);
    else if (!plainAddress && (looksLikeAddress(text) || text.trim() === url)) {
      add('link-text', block, text);
    } else {
      const entry = targetsByText.get(said) ?? { text, urls: new Set<string>(), block };
      entry.urls.add(url.replace(/\/$/, ''));
      targetsByText.set(said, entry);
    }
  };
  const linkTarget = (url: string, block: string | null, size: number | null) => {
    const kind = targetOf(url, mediaBase);
    if (kind) targets.push({ kind, url: kind === 'page' ? pathOf(url) : url, block, size });
  };
  const imageRule = (alt: string, src: string, block: string | null) => {
    if (!alt.trim() || looksLikeFileName(alt)) add('image-alt', block, alt.trim() || src);
  };
  const textRule = (text: string, block: string | null) => {
    const caps = capsRun(text);
    if (caps) add('caps-text', block, caps);
  };

  const readHtml = (html: string, block: string | null, ownLevel: number | null) => {
    for (const part of htmlParts(html) as HtmlPart[]) {
      if (part.kind === 'heading') {
        if (!part.text) add('empty-heading', block, `<h${part.level}>`);
        else textRule(part.text, block);
        if (ownLevel !== null && part.level <= ownLevel) {
          add('heading-order', block, `h${part.level} under h${ownLevel}: ${part.text}`);
        } else if (part.level > previousLevel + 1) {
          add('heading-order', block, `h${previousLevel} → h${part.level}: ${part.text}`);
        }
        previousLevel = part.level;
      } else if (part.kind === 'link') {
        linkRule(part.text, part.href, block);
        linkTarget(part.href, block, null);
      } else if (part.kind === 'image') {
        imageRule(part.alt, part.src, block);
      } else if (part.kind === 'table') {
        if (part.cells > 0 && part.headerCells === 0) add('table-header', block, 'table');
      } else {
        textRule(part.text, block);
      }
    }
  };

  /** Every image, link, rich text and text of a block's content, wherever the block keeps it. */
  const walk = (value: unknown, block: string, ownLevel: number | null, depth = 0): void => {
    if (depth > 12) return;
    if (typeof value === 'string') {
      if (isHtml(value)) readHtml(value, block, ownLevel);
      else textRule(value, block);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, block, ownLevel, depth + 1);
    } else if (isObject(value)) {
      if (isImage(value)) {
        imageRule(value.alt, value.url, block);
        return;
      }
      if (isLink(value)) {
        linkRule(value.name, value.url, block);
        linkTarget(value.url, block, value.kind === 'file' ? value.size : null);
      }
      for (const [key, field] of Object.entries(value)) {
        if (isLink(value) && (key === 'url' || key === 'name')) continue;
        walk(field, block, ownLevel, depth + 1);
      }
    }
  };

  if (!page.head.description?.trim()) add('page-description', null, page.title);
  textRule(page.title, null);
  if (page.header.image) imageRule(page.header.image.alt, page.header.image.url, 'header');
  if (page.description) readHtml(page.description, 'intro', null);

  page.blocks.forEach((block: Block, index) => {
    if (NOT_EDITED.has(block.alias)) return;
    const name = `${block.alias} #${index + 1}`;
    const { title, ...content } = block.content as { title?: unknown };
    let ownLevel: number | null = null;
    if (typeof title === 'string') {
      if (!title.trim()) add('empty-heading', name, '<h2>');
      else {
        // A block's title is its h2 (BlockSection): its own text may go no higher than h3.
        ownLevel = 2;
        previousLevel = 2;
        textRule(title, name);
      }
    }
    if (block.alias === 'BlockTable') {
      const { table } = block.content;
      const hasHeader =
        table.useFirstRowAsHeader ||
        table.useFirstColumnAsHeader ||
        table.cells.some((row) => row.some((cell) => cell.type === 'th'));
      if (!hasHeader) add('table-header', name, typeof title === 'string' ? title : 'table');
    }
    walk(content, name, ownLevel);
  });

  for (const { text, urls, block } of targetsByText.values()) {
    if (urls.size > 1) add('link-text', block, `${text} → ${[...urls].join(', ')}`);
  }
  return { findings, targets };
}
