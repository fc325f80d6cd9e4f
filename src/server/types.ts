import type { Language } from '#src/shared/language.ts';

// The app's own content types. Pages and components never see the backend's raw shapes.

export type Image = {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
  caption: string | null;
  cropUrl: string | null;
  focalPoint: { left: number; top: number } | null;
};

export type Link = {
  name: string;
  url: string;
  external: boolean;
  newWindow: boolean;
  kind: 'content' | 'media' | 'external' | 'file';
  size: number | null;
  extension: string | null;
};

export type NavItem = {
  id: string;
  title: string;
  url: string;
  teaser: string | null;
  children: NavItem[];
};

type Contact = {
  title: string | null;
  phone: string | null;
  email: string | null;
  link: Link | null;
};

type FindUs = {
  title: string | null;
  name: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  vatNumber: string | null;
  ean: string | null;
  openingHours: string | null;
};

export type Site = {
  id: string | null;
  /** The envelope's `siteKey` (feedback needs it). */
  key: string | null;
  name: string | null;
  url: string | null;
  culture: string | null;
  /**
   * The root of each culture (the language selector's fallback targets), with its node id when
   * the backend names it (a site search of that culture is rooted there).
   */
  cultures: {
    id?: string | null;
    culture: string;
    url: string;
    name: string | null;
    language: Language | null;
  }[];
  /** A theme the app knows; an unknown alias gives `default`. */
  themeAlias: string;
  loginUrl: string | null;
  configuration: Record<string, unknown>;
  monsidoCode: string | null;
  searchPageUrl: string | null;
  logo: Image | null;
  /** `navigation.main`: the header menu. */
  mainNav: NavItem[];
  /** `navigation.burger`: the burger menu, two levels. */
  burgerNav: NavItem[];
  /** `navigation.secondary`: service links. */
  serviceLinks: Link[];
  socialLinks: Link[];
  footer: {
    tagLine: string | null;
    contact: Contact | null;
    findUs: FindUs | null;
    shortcuts: Link[];
    links: Link[];
  };
};

export type ListItem = {
  id: string;
  name: string;
  url: string;
  teaser: string | null;
  image: Image | null;
  date: string | null;
};

export type Template =
  'content-page-layout' | 'list-page-layout' | 'search-page-layout' | 'fallback-layout';

export type Listing = { items: ListItem[]; total: number; limit: number; offset: number };

/**
 * One group of a grouped search answer (Limbo.Umbraco.Search `SearchGroupResultList`), paged on
 * its own with `l{id}` and `o{id}`.
 */
export type ListingGroup = Listing & { id: string; name: string; type: string | null };
export type GroupedListing = { groups: ListingGroup[] };
/**
 * A list that cannot be shown: `error` when its endpoint failed (down, an error status),
 * `unavailable` when it was refused or answered in a shape the app does not know.
 */
export type ListingFailure = { failed: true; reason: 'error' | 'unavailable' };
/** What a list or search endpoint gave: one page of items, groups of them, or a failure. */
export type ListingResult = Listing | GroupedListing | ListingFailure;

/**
 * Where a list page (or a search page) asks for its items when its content names it
 * (Limbo.Nuxt.Search `searchFilters: { endpointUrl, fields }`); without one, SEARCH_API_PATH.
 */
export type ListSource = {
  /**
   * The endpoint as the content names it, checked before any call (search.ts `backendPath`);
   * null when the content names none it could use.
   */
  endpoint: string | null;
  /**
   * The list's text field (`text`, `freetext` or `keywords`) by the name the list gives it;
   * null when it names none (the text is then sent as `text`, and the page has no text form).
   */
  textField: string | null;
  /** The other fields' values, sent as they are (the visitor's text and paging go over them). */
  params: [string, string][];
};

/** The head as the backend's vue-meta gives it; the page head fills in what it lacks. */
export type Head = {
  title: string | null;
  description: string | null;
  canonical: string | null;
  /** Exactly one robots value (`noindex, nofollow` or `index, follow`), or none. */
  robots: string | null;
  /** `htmlAttrs.lang`, e.g. `da-DK`. */
  lang: string | null;
  /** Every og:* (property) and twitter:* (name) tag, in order, without duplicates. */
  social: { attr: 'property' | 'name'; key: string; content: string }[];
};

/** A page's metadata for its head (title, description, social tags), as one typed object. */
export type PageMetadata = {
  /** The page's ancestors and itself; `key` is the node's GUID when the backend sends it. */
  breadcrumb: { key?: string | null; name: string; url: string }[];
  lastUpdated: string | null;
  name: string;
  title: string;
  teaser: string | null;
  image: Image | null;
  template: Template;
  documents: Link[];
};
