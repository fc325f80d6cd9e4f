import type { RawLink, RawMedia } from './schemas.ts';
import type { Image, Link, Template } from '../types.ts';

// Links and media from the backend: Skybrud.LinkPicker links, file items and
// Limbo.Umbraco.MediaPicker images, with `/media/…` made absolute on MEDIA_BASE_URL.

/**
 * `mediaBase` makes `/media/…` absolute (MEDIA_BASE_URL); `templates` maps a template name
 * (lower case) to a layout; `siteKey`/`pageKey` come from the envelope.
 */
export type ReshapeContext = {
  mediaBase: string;
  templates?: Readonly<Record<string, Template>>;
  siteKey?: string | null;
  pageKey?: string | null;
};

const hasScheme = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

/** `/media/…` (and any other root-relative media address) on MEDIA_BASE_URL. */
const absoluteMedia = (url: string, ctx: Pick<ReshapeContext, 'mediaBase'>) =>
  hasScheme(url) || !url.startsWith('/') ? url : `${ctx.mediaBase}${url}`;

/** A character a URL may not carry as it is, or a `%` that starts no escape. */
const UNSAFE_IN_URL = /%(?![0-9a-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/giu;

/** `text` with what a URL cannot carry percent-encoded (UTF-8); escapes already there stay. */
const encodeUrlPart = (text: string) =>
  text.replace(UNSAFE_IN_URL, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return '%EF%BF%BD'; // a lone surrogate: the replacement character
    }
  });

/**
 * The link picker's `anchor` (Skybrud.LinkPicker v2 `LinkPickerLink.cs`) on the end of `url`:
 * `#fragment` (a bare word is one too) replaces the URL's fragment; `?query` joins the URL's own
 * query with `&`, and the fragment stays last. Encoded, so it never changes the URL's host or
 * path; a URL that already ends with the anchor is left as it is.
 */
export function withAnchor(url: string, anchor: string | null | undefined): string {
  const given = anchor?.trim();
  if (!given || given === '#' || given === '?') return url;
  const asFragment = given.startsWith('?') || given.startsWith('#') ? given : `#${given}`;
  if (url.endsWith(asFragment)) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const ownFragment = hashAt === -1 ? '' : url.slice(hashAt);
  if (!asFragment.startsWith('?')) return `${base}#${encodeUrlPart(asFragment.slice(1))}`;
  const [query = '', ...fragment] = asFragment.slice(1).split('#');
  const last = fragment.length ? `#${encodeUrlPart(fragment.join('#'))}` : ownFragment;
  const added = encodeUrlPart(query).replace(/^&+/, '');
  if (!added) return `${base}${last}`;
  const joint = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${joint}${added}${last}`;
}

/** The last path segment of a URL, decoded, without its query. */
function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

const extensionOf = (name: string) => {
  const m = /\.([a-z0-9]{1,8})$/i.exec(name);
  return m?.[1]?.toLowerCase() ?? null;
};

export function reshapeImage(raw: RawMedia | null | undefined, ctx: ReshapeContext): Image | null {
  if (!raw) return null;
  return {
    url: absoluteMedia(raw.url, ctx),
    width: raw.width ?? null,
    height: raw.height ?? null,
    alt: raw.altText ?? '',
    caption: raw.imageText ?? raw.attribution ?? null,
    cropUrl: raw.cropUrl ? absoluteMedia(raw.cropUrl, ctx) : null,
    focalPoint: raw.focalPoint ?? null,
  };
}

/**
 * A link (`content`, `media`, `url`; version 1's `external` and `file`) or a file item
 * `{ id, bytes, url }`, whose name and type come from the URL.
 */
export function reshapeLink(raw: RawLink, ctx: ReshapeContext): Link {
  const type = raw.type?.toLowerCase();
  // A media pick and a file item are documents: their name and type can come from the URL.
  const isFile = type === 'media' || type === 'file' || (!type && raw.bytes != null);
  const external =
    !isFile &&
    (type === 'url' || type === 'external' || (!type && /^(https?:)?\/\//i.test(raw.url)));
  const fileName = isFile ? fileNameOf(raw.url) : '';
  const extension = raw.extension
    ? raw.extension.replace(/^\./, '').toLowerCase()
    : isFile
      ? extensionOf(fileName)
      : null;
  const fallbackName = isFile && fileName ? fileName.replace(/\.[^.]+$/, '') : raw.url;
  return {
    name: raw.name || raw.title || fallbackName,
    url: withAnchor(isFile ? absoluteMedia(raw.url, ctx) : raw.url, raw.anchor),
    external,
    newWindow: raw.target === '_blank',
    kind: isFile ? 'file' : external ? 'external' : 'content',
    size: raw.bytes ?? raw.size ?? null,
    extension,
  };
}
