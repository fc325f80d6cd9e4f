import type { SafeHtml } from '../sanitize.ts';
import type { Image, Link } from './types.ts';

// The app's shape of each content block, by alias (validated and built in blocks.ts).

/** A link to a page with what a card shows of it: `name` is the page's title. */
export type NavLink = Link & { id: string | null; teaser: string | null };

export type VideoProvider = 'youtube' | 'vimeo' | 'dreambroker';
export type VideoConsent = 'necessary' | 'functional' | 'statistic' | 'marketing';

/** A cell of a Limbo.Umbraco.Tables table; `value` is sanitized HTML. */
export type TableCell = {
  value: SafeHtml;
  type: 'td' | 'th';
  scope: 'col' | 'row' | 'colgroup' | 'rowgroup' | null;
};

export type BorgerDkElement =
  | { kind: 'text'; id: string | null; title: string | null; content: SafeHtml }
  | {
      kind: 'micro';
      id: string | null;
      title: string | null;
      microArticles: { id: string | null; title: string; content: SafeHtml }[];
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
  /**
   * Version 1's `{ provider, videoId }` and Limbo.Umbraco.Video's `{ video }` alike; the player
   * URL is built from provider and ids, never taken from the backend.
   */
  BlockVideo: {
    title: string | null;
    provider: VideoProvider;
    videoId: string;
    /** Dreambroker only: the channel the video belongs to. */
    channelId: string | null;
    /** The provider's own title of the video (the player's name when the block has no title). */
    videoTitle: string | null;
    requiredConsent: VideoConsent[];
  };
  BlockRelatedContent: {
    title: string | null;
    view: 'grid' | 'slider';
    items: (NavLink & { image: Image | null })[];
  };
  BlockNewsList: {
    title: string | null;
    link: Link | null;
    showImages: boolean;
    items: (NavLink & {
      /** ISO date-time. */
      newsDate: string | null;
      categories: string[];
      newsType: string | null;
      image: Image | null;
    })[];
  };
  BlockEventList: {
    title: string | null;
    link: Link | null;
    items: (NavLink & {
      /** A calendar date (`2026-12-05`) or an ISO date-time. */
      start: string | null;
      end: string | null;
      location: string | null;
    })[];
  };
  BlockImages: {
    title: string | null;
    items: {
      image: Image;
      /** Show the whole image (no crop to the grid's common ratio). */
      showCompleteImage: boolean;
      text: string | null;
      caption: string | null;
    }[];
  };
  BlockBorgerDk: {
    article: {
      id: string | null;
      /** Only an https URL on borger.dk (or a subdomain); anything else is dropped. */
      url: string | null;
      title: string;
      header: SafeHtml;
      byline: SafeHtml;
      elements: BorgerDkElement[];
    };
  };
  BlockTable: {
    title: string | null;
    table: {
      useFirstRowAsHeader: boolean;
      useFirstColumnAsHeader: boolean;
      useLastRowAsFooter: boolean;
      /** Rows of cells, in row and column order. */
      cells: TableCell[][];
    };
  };
};

export type BlockAlias = keyof BlockContentMap;
export type Block = {
  [A in BlockAlias]: {
    alias: A;
    key: string;
    content: BlockContentMap[A];
    /** `settings.includeInToc`: the block's title is listed in the long-read contents. */
    inToc: boolean;
    /** The id of the block's heading when it is listed in the contents. */
    anchor: string | null;
  };
}[BlockAlias];
