import sanitizeHtml from 'sanitize-html';

declare const safeHtmlBrand: unique symbol;
/** HTML that went through `sanitizeRichText`; the only HTML components may render raw. */
export type SafeHtml = string & { readonly [safeHtmlBrand]: true };

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'hr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'span',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'lang', 'hreflang'],
    abbr: ['title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An h1 from the editor would compete with the page title: demote it.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else delete next.target;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy' },
    }),
  },
};

/** Sanitizes CMS rich text: no scripts, event handlers, styles, frames or javascript: URLs. */
export function sanitizeRichText(html: string | null | undefined): SafeHtml {
  return sanitizeHtml(html ?? '', options).trim() as SafeHtml;
}

/** The most of an embed code that is read: a player's is well under 1 KB. */
const MAX_EMBED_HTML = 16_384;

/**
 * The `src` of each `<iframe>` in a provider's embed code (null for one without), read by the
 * sanitizer's own HTML parser (htmlparser2) as a browser reads the markup: an iframe inside a
 * comment, a script or an attribute value is none, entities are decoded. Nothing of the markup is
 * kept. null: too long to be an embed code.
 */
export function iframeSources(html: string): (string | null)[] | null {
  if (html.length > MAX_EMBED_HTML) return null;
  const sources: (string | null)[] = [];
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    onOpenTag: (name, attribs) => {
      if (name === 'iframe') sources.push(attribs.src ?? null);
    },
  });
  return sources;
}
