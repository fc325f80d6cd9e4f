import sax from 'sax';

// Reading and writing the sitemap protocol's XML (https://www.sitemaps.org/protocol.html), in
// the shape Limbo.Umbraco.Seo writes it (SitemapService.ToXmlDocument): `urlset` in the sitemap
// namespace, each `url` with `loc`, `lastmod` (yyyy-MM-dd) and optional `changefreq` and
// `priority`. On failure the package still answers 200, with `<e>message</e>` as the root.

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The protocol's limit per file; the reader stops there. */
export const MAX_SITEMAP_URLS = 50_000;
/** A `loc` longer than the protocol's 2,048 characters is skipped. */
const MAX_LOC_LENGTH = 2048;

export type SitemapEntry = {
  loc: string;
  lastmod: string | null;
  changefreq: string | null;
  priority: string | null;
};

const CHANGEFREQ = new Set(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);
/** W3C Datetime as the protocol allows it: a date, or a date and time with a zone. */
const W3C_DATETIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,7})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?$/;
const PRIORITY = /^(0(\.\d{1,3})?|1(\.0{1,3})?)$/;

const field = (value: string | undefined, valid: (v: string) => boolean) => {
  const v = value?.trim();
  return v && valid(v) ? v : null;
};

/**
 * The entries of a sitemap (`urlset`), or null when the text is not one: another root (the
 * package's `<e>`), a sitemap index, malformed XML, a DOCTYPE (a sitemap never has one, and
 * refusing it rules out entity tricks), or an entity other than XML's five. Tolerant inside:
 * unknown elements are ignored, a `url` without a usable `loc` is skipped, and a malformed
 * `lastmod`, `changefreq` or `priority` is dropped. Bounded: no value is kept past 2 KB, and
 * reading stops at the protocol's 50,000 URLs. The caller bounds the text itself.
 */
export function parseSitemapXml(xml: string): SitemapEntry[] | null {
  const parser = sax.parser(true, { xmlns: true, strictEntities: true });
  const entries: SitemapEntry[] = [];
  let depth = 0;
  let rootOk = false;
  let current: Record<string, string> | null = null;
  let child: string | null = null;
  let full = false;
  let failed = false;

  parser.ondoctype = () => {
    throw new Error('a sitemap has no DOCTYPE');
  };
  parser.onerror = (err) => {
    throw err;
  };
  parser.onopentag = (tag) => {
    depth++;
    // The package writes the namespace; a sitemap without it is still read.
    const ours = tag.uri === SITEMAP_NAMESPACE || tag.uri === '';
    if (depth === 1) {
      rootOk = ours && tag.local === 'urlset';
      // The package's `<e>error</e>`, a sitemap index, anything else: stop reading.
      if (!rootOk) throw new Error(`the root is ${tag.local}, not urlset`);
    } else if (depth === 2 && ours && tag.local === 'url') current = {};
    else if (depth === 3 && current && ours) child = tag.local;
  };
  const onText = (text: string) => {
    // sax hands long text over in pieces; past the longest usable value, the rest is not kept.
    if (!current || !child || depth !== 3) return;
    const sofar = current[child] ?? '';
    if (sofar.length <= MAX_LOC_LENGTH) current[child] = sofar + text.slice(0, MAX_LOC_LENGTH + 1);
  };
  parser.ontext = onText;
  parser.oncdata = onText;
  parser.onclosetag = () => {
    if (depth === 3) child = null;
    if (depth === 2 && current) {
      const loc = current.loc?.trim();
      if (loc && loc.length <= MAX_LOC_LENGTH && entries.length < MAX_SITEMAP_URLS) {
        entries.push({
          loc,
          lastmod: field(current.lastmod, (v) => W3C_DATETIME.test(v)),
          changefreq: field(current.changefreq?.toLowerCase(), (v) => CHANGEFREQ.has(v)),
          priority: field(current.priority, (v) => PRIORITY.test(v)),
        });
      }
      if (entries.length >= MAX_SITEMAP_URLS) full = true;
      current = null;
    }
    depth--;
  };
  try {
    // Written in slices so a full sitemap can stop early.
    for (let i = 0; i < xml.length && !full; i += 64 * 1024) {
      parser.write(xml.slice(i, i + 64 * 1024));
    }
    if (!full) parser.close();
  } catch {
    failed = true;
  }
  return failed || !rootOk ? null : entries;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for XML content or attributes; characters XML 1.0 cannot carry are dropped. */
function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** A sitemap document of `entries` (already absolute, checked and deduplicated). */
export function renderSitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const parts = [`<loc>${escapeXml(e.loc)}</loc>`];
    if (e.lastmod) parts.push(`<lastmod>${escapeXml(e.lastmod)}</lastmod>`);
    if (e.changefreq) parts.push(`<changefreq>${escapeXml(e.changefreq)}</changefreq>`);
    if (e.priority) parts.push(`<priority>${escapeXml(e.priority)}</priority>`);
    return `  <url>${parts.join('')}</url>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${urls.join('')}</urlset>\n`;
}
