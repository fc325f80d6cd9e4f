import { z } from 'zod';
import { id, list, numeric, opt, text } from './lenient.ts';

// Raw shapes of the real Limbo backend (Limbo.Umbraco.Spa's page call, as the packages send it
// today; `mocks/fixtures/real-answers/` holds a recorded answer). Each part (envelope,
// site, navigation, content) is parsed on its own, and inside a part every optional field and
// list item is tolerant (lenient.ts). Required: only what a page cannot be shown without.
// Unknown fields are ignored. Only `cms/` reads these names; the rest of the app sees
// `types.ts`.

const str = z.string();
const bool = z.boolean();

/** Limbo.Umbraco.MediaPicker image, or a file `{ id, bytes, url }`. */
export const rawMediaSchema = z.object({
  id: opt(id),
  key: opt(str),
  type: opt(str),
  name: opt(text),
  url: str.min(1),
  width: opt(numeric),
  height: opt(numeric),
  size: opt(numeric),
  bytes: opt(numeric),
  extension: opt(str),
  cropUrl: opt(str),
  altText: opt(text),
  imageText: opt(text),
  attribution: opt(text),
  focalPoint: opt(z.object({ left: numeric, top: numeric })),
});
export type RawMedia = z.infer<typeof rawMediaSchema>;

/**
 * An address that ends up in an `href`: a path, a query or fragment, or an http(s), mailto or tel
 * address. Any other scheme (`javascript:`, `data:`, `vbscript:` …, also behind the spaces and
 * control characters a browser skips) is refused, and the link with it (lenient.ts logs it).
 */
export const hrefUrl = str.min(1).refine((url) => {
  // eslint-disable-next-line no-control-regex
  const bare = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase();
  return !scheme || ['http', 'https', 'mailto', 'tel'].includes(scheme);
}, 'an address with a scheme a link may not have');

/**
 * Skybrud.LinkPicker link (`content`, `media`, `url`; version 1's `external` and `file` too), a
 * file item `{ id, bytes, url }`, or a nav link (a link with `id`, `key`, `title`, `teaser`).
 */
const linkFields = {
  id: opt(id),
  key: opt(str),
  type: opt(str),
  name: opt(text),
  title: opt(text),
  teaser: opt(text),
  url: hrefUrl,
  target: opt(str),
  /** The Umbraco 8 link picker's `#fragment` or `?query` (Skybrud.LinkPicker v2). */
  anchor: opt(text),
  bytes: opt(numeric),
  size: opt(numeric),
  extension: opt(str),
};
export const rawLinkSchema = z.object(linkFields);
export type RawLink = z.infer<typeof rawLinkSchema>;

/** A nav link, or the package's own nav item (`SpaNavigationItem`); two levels in the burger. */
export type RawNavLink = RawLink & {
  hasChildren?: boolean;
  isVisible?: boolean;
  children: RawNavLink[];
};
// z.lazy calls its getter on every parse: the getter builds the schema once (decision 023).
let navLinkObject: z.ZodType<RawNavLink, z.ZodTypeDef, unknown> | undefined;
const rawNavLinkSchema: z.ZodType<RawNavLink, z.ZodTypeDef, unknown> = z.lazy(
  () =>
    (navLinkObject ??= z
      .object({
        ...linkFields,
        hasChildren: opt(bool),
        isVisible: opt(bool),
        children: list(rawNavLinkSchema),
      })
      .refine((l) => !!(l.name ?? l.title), 'a menu item needs a name or a title')),
);

const rawContactSchema = z.object({
  title: opt(text),
  phone: opt(text),
  phonenumber: opt(text),
  email: opt(text),
  link: opt(rawLinkSchema),
});

const rawFindUsSchema = z.object({
  title: opt(text),
  name: opt(text),
  street: opt(text),
  postalCode: opt(text),
  city: opt(text),
  vatNumber: opt(text),
  vat: opt(text),
  ean: opt(text),
  openingHours: opt(text),
});

/** `SpaSiteModel` (`id`, `name`, `url`) and the citi project's site model. */
export const rawSiteSchema = z.object({
  id: opt(id),
  name: opt(text),
  url: opt(str),
  culture: opt(str),
  cultures: list(
    z.object({
      id: opt(id),
      culture: str.min(2),
      url: str.min(1),
      name: opt(text),
      label: opt(text),
    }),
  ),
  searchPage: opt(rawLinkSchema),
  footer: opt(
    z.object({
      shortcuts: list(rawLinkSchema),
      contact: opt(rawContactSchema),
      findUs: opt(rawFindUsSchema),
      links: list(rawLinkSchema),
      tagLine: opt(text),
    }),
  ),
  navigation: opt(
    z.object({
      main: list(rawNavLinkSchema),
      burger: list(rawNavLinkSchema),
      secondary: list(rawLinkSchema),
    }),
  ),
  socialMedia: list(rawLinkSchema),
  theme: opt(z.object({ alias: opt(str) })),
  logo: opt(rawMediaSchema),
  loginPage: opt(rawLinkSchema),
  monsidoCode: opt(text),
  frontend: opt(z.object({ configuration: opt(z.record(z.unknown())) })),
});
export type RawSite = z.infer<typeof rawSiteSchema>;

/** `Limbo.MetaData`'s vue-meta JSON. */
const rawVueMetaSchema = z.object({
  title: opt(text),
  htmlAttrs: opt(z.object({ lang: opt(str) })),
  link: list(z.object({ rel: str, href: str, hreflang: opt(str) })),
  meta: list(
    z
      .object({ name: opt(str), property: opt(str), content: text })
      .refine((m) => !!(m.name ?? m.property), 'a meta tag needs a name or a property'),
  ),
});
export type RawVueMeta = z.infer<typeof rawVueMetaSchema>;

export const rawListItemSchema = z.object({
  id: id,
  url: hrefUrl,
  name: opt(text),
  title: opt(text),
  teaser: opt(text),
  image: opt(rawMediaSchema),
  date: opt(str),
});
export type RawListItem = z.infer<typeof rawListItemSchema>;

/**
 * One field of a Limbo.Nuxt.Search list (`{ name, value }`); a field with choices carries them
 * in `value` (as useLimboSearch reads it) or in `items` (the citi answer's forms), each
 * `{ value, checked? }`: the checked one is sent.
 */
const rawSearchChoiceSchema = z.object({ value: opt(text), checked: opt(bool) });
const rawSearchFieldSchema = z.object({
  name: str.min(1),
  value: opt(z.union([text, bool.transform(String), list(rawSearchChoiceSchema)])),
  items: list(rawSearchChoiceSchema),
});

/**
 * A list's own endpoint and fields (Limbo.Nuxt.Search `searchFilters`, e.g. in
 * `content.searchFilters`). The endpoint is checked before any call (search.ts).
 */
export const rawSearchFiltersSchema = z.object({
  endpointUrl: opt(str),
  method: opt(str),
  fields: list(rawSearchFieldSchema),
});
export type RawSearchFilters = z.infer<typeof rawSearchFiltersSchema>;

/**
 * A path on this site (`/en/contact/`, not `//host/…`) or an http(s) address. Addresses end up
 * in `href`s: a `javascript:` or `data:` one is dropped with the rest of its entry.
 */
const siteUrl = str
  .trim()
  .refine(
    (url) => /^\/(?![/\\])/.test(url) || /^https?:\/\/[^/\s]+/i.test(url),
    'not a path or an http(s) address',
  );

/**
 * `content.alternates` (a project's addition; the public packages give no per-page alternates): the same page in
 * another culture. An entry without a culture or a usable address is dropped with a warning.
 */
const rawAlternateSchema = z.object({ culture: str.trim().min(2), url: siteUrl });

/** The content model (ModelsBuilder, camelCase). Required: `id`, `name` and `url`. */
export const rawContentSchema = z.object({
  id: id,
  key: opt(str),
  name: text,
  url: str.min(1),
  template: opt(str),
  intro: opt(
    z.object({
      title: opt(text),
      teaser: opt(text),
      description: opt(str),
      image: opt(rawMediaSchema),
    }),
  ),
  breadcrumb: list(z.object({ key: opt(str), name: text, url: str })),
  contentElements: list(z.unknown()),
  meta: opt(rawVueMetaSchema),
  createDate: opt(str),
  updateDate: opt(str),
  header: opt(z.object({ image: opt(rawMediaSchema), showShare: opt(bool), showPrint: opt(bool) })),
  settings: opt(
    z.object({
      longRead: opt(bool),
      hideFeedback: opt(bool),
      hideBreadcrumb: opt(bool),
      noIndex: opt(bool),
    }),
  ),
  feedback: opt(z.object({ enabled: opt(bool), question: opt(text) })),
  list: opt(
    z.object({
      items: list(rawListItemSchema),
      total: numeric,
      limit: numeric,
      offset: opt(numeric),
    }),
  ),
  searchFilters: opt(rawSearchFiltersSchema),
  alternates: list(rawAlternateSchema),
  errorMessage: opt(text),
});
export type RawContent = z.infer<typeof rawContentSchema>;

/** One content element; its content is validated by its block's schema (`BlockX.schema.ts`). */
export const rawElementSchema = z.object({
  alias: str.min(1),
  key: opt(str),
  content: z.unknown(),
  settings: opt(z.object({ includeInToc: opt(bool) })),
});

/**
 * The envelope (`SpaDataModel`, `SpaResponseMeta`). `meta.code` is required and authoritative;
 * the parts stay unparsed here and are parsed one by one.
 */
export const rawEnvelopeSchema = z.object({
  meta: z.object({
    code: z.union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{3}$/)
        .transform(Number),
    ]),
    redirect: opt(str),
    error: opt(text),
  }),
  pageId: opt(id),
  pageKey: opt(str),
  siteId: opt(id),
  siteKey: opt(str),
  site: z.unknown(),
  navigation: z.unknown(),
  content: z.unknown(),
  data: opt(z.object({ url: str.min(1), permanent: opt(bool) })),
});
export type RawEnvelope = z.infer<typeof rawEnvelopeSchema>;
