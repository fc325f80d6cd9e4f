import type { RawLink, RawMedia } from './schemas.ts';
import type { Image, Link, Template } from './types.ts';

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
    url: isFile ? absoluteMedia(raw.url, ctx) : raw.url,
    external,
    newWindow: raw.target === '_blank',
    kind: isFile ? 'file' : external ? 'external' : 'content',
    size: raw.bytes ?? raw.size ?? null,
    extension,
  };
}
