import type { SafeHtml } from '../sanitize.ts';

/** The app's own content types. Pages and components never see the backend's raw shapes. */

export type Language = 'da' | 'en' | 'de';

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

export type NavItem = { id: string; title: string; url: string; children: NavItem[] };

export type Address = {
  name: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  cvr: string | null;
};

export type Site = {
  id: string;
  name: string;
  url: string | null;
  culture: string | null;
  cultures: { value: string; url: string; language: Language | null }[];
  themeAlias: string;
  loginUrl: string | null;
  configuration: Record<string, unknown>;
  configurationId: string | null;
  monsidoCode: string | null;
  searchPageUrl: string | null;
  logo: Image | null;
  serviceLinks: Link[];
  footer: {
    tagLine: string | null;
    address: Address | null;
    columns: { title: string | null; links: Link[] }[];
    accessibilityStatementUrl: string | null;
    socialLinks: Link[];
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

export type BlockContentMap = {
  BlockRichText: { text: SafeHtml };
  BlockImage: { image: Image; caption: string | null };
  BlockLinkList: { title: string | null; items: Link[] };
  BlockDocumentList: { title: string | null; items: Link[] };
  BlockCtaBox: { title: string; text: string | null; link: Link | null };
  BlockContactGroup: {
    title: string | null;
    items: {
      name: string;
      role: string | null;
      phone: string | null;
      email: string | null;
      openingHours: string | null;
      address: string | null;
    }[];
  };
  BlockHereWeLive: {
    title: string;
    text: string | null;
    image: Image | null;
    items: { label: string; value: string }[];
    link: Link | null;
  };
  BlockMapKultunautDemo: {
    title: string | null;
    items: {
      title: string;
      url: string | null;
      lat: number | null;
      lng: number | null;
      date: string | null;
      venue: string | null;
    }[];
  };
  BlockAccordion: { items: { title: string; text: SafeHtml }[] };
  BlockFactBox: { title: string | null; text: SafeHtml };
  BlockHearingList: {
    title: string | null;
    items: {
      title: string;
      url: string;
      startDate: string | null;
      endDate: string | null;
      status: 'open' | 'closed';
      formNumber: string | null;
    }[];
  };
  BlockJobList: {
    title: string | null;
    items: {
      title: string;
      url: string;
      deadline: string | null;
      department: string | null;
      workplace: string | null;
      hours: string | null;
    }[];
  };
  BlockVideo: {
    title: string | null;
    provider: 'youtube' | 'vimeo' | 'dreambroker';
    videoId: string;
    requiredConsent: ('necessary' | 'functional' | 'statistic' | 'marketing')[];
  };
};

export type BlockAlias = keyof BlockContentMap;
export type Block = {
  [A in BlockAlias]: { alias: A; key: string; content: BlockContentMap[A] };
}[BlockAlias];

export type Template =
  'content-page-layout' | 'list-page-layout' | 'search-page-layout' | 'fallback-layout';

export type Page = {
  id: string;
  name: string;
  /** Path of the page with its trailing slash, as the visitor asked for it. */
  path: string;
  updateDate: string | null;
  template: Template;
  cmsTemplate: string | null;
  title: string;
  teaser: string | null;
  description: SafeHtml;
  image: Image | null;
  breadcrumb: { name: string; url: string }[];
  blocks: Block[];
  header: { image: Image | null; showShare: boolean; showPrint: boolean };
  settings: { longRead: boolean; hideFeedback: boolean; hideBreadcrumb: boolean; noIndex: boolean };
  feedback: { question: string } | null;
  list: { items: ListItem[]; total: number; limit: number; offset: number } | null;
  errorMessage: string | null;
  /** Headings of the rich text, with the ids they carry (for the long-read table of contents). */
  toc: { id: string; text: string; level: 2 | 3 }[];
  readingMinutes: number;
};

/** The published page metadata of spec section 3, as one typed object. */
export type PageMetadata = {
  breadcrumb: { name: string; url: string }[];
  lastUpdated: string | null;
  name: string;
  title: string;
  teaser: string | null;
  image: Image | null;
  template: Template;
  documents: Link[];
};
