import { Parser } from 'htmlparser2';

// What the content check reads of a rich text: its headings, links, images, tables and running
// text, in document order, read by htmlparser2 (the sanitizer's own parser) with entities
// decoded. The input is the page model's sanitized HTML, so only the sanitizer's tags occur.

export type HtmlPart =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'table'; headerCells: number; cells: number }
  | { kind: 'text'; text: string };

/** Block-level tags: running text is cut at them, so two paragraphs never read as one run. */
const BREAKS = new Set([
  'p', 'br', 'li', 'dt', 'dd', 'blockquote', 'pre', 'td', 'th', 'caption', 'figcaption', 'h2',
  'h3', 'h4', 'h5', 'h6', 'tr', 'hr',
]); // prettier-ignore

const squash = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

export function htmlParts(html: string): HtmlPart[] {
  const parts: HtmlPart[] = [];
  let heading: { level: number; text: string } | null = null;
  let link: { href: string; text: string } | null = null;
  let table: { headerCells: number; cells: number } | null = null;
  let tableDepth = 0;
  let run = '';
  const endRun = () => {
    const text = squash(run);
    if (text) parts.push({ kind: 'text', text });
    run = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (BREAKS.has(name)) endRun();
        const level = /^h([1-6])$/.exec(name)?.[1];
        if (level) heading = { level: Number(level), text: '' };
        else if (name === 'a' && attribs.href !== undefined)
          link = { href: attribs.href, text: '' };
        else if (name === 'img') {
          const alt = attribs.alt ?? '';
          parts.push({ kind: 'image', src: attribs.src ?? '', alt });
          // An image is the text of a link it stands in.
          if (link) link.text += ` ${alt}`;
        } else if (name === 'table') {
          if (tableDepth++ === 0) table = { headerCells: 0, cells: 0 };
        } else if ((name === 'th' || name === 'td') && table) {
          table.cells++;
          if (name === 'th') table.headerCells++;
        }
      },
      ontext(text) {
        if (heading) heading.text += text;
        if (link) link.text += text;
        run += text;
      },
      onclosetag(name) {
        if (BREAKS.has(name)) endRun();
        if (/^h[1-6]$/.test(name) && heading) {
          parts.push({ kind: 'heading', level: heading.level, text: squash(heading.text) });
          heading = null;
        } else if (name === 'a' && link) {
          parts.push({ kind: 'link', href: link.href, text: squash(link.text) });
          link = null;
        } else if (name === 'table' && --tableDepth === 0 && table) {
          parts.push({ kind: 'table', ...table });
          table = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  endRun();
  return parts;
}
