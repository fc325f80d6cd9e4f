import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { exampleContext, type BlockContext } from '#src/components/blocks/block-context.ts';
import { blockRegistry } from '#src/components/blocks/registry.tsx';
import { BlockAccordion } from '#src/components/blocks/BlockAccordion/BlockAccordion.tsx';
import { examples as accordionExamples } from '#src/components/blocks/BlockAccordion/BlockAccordion.examples.ts';
import {
  BlockContactGroup,
  telHref,
} from '#src/components/blocks/BlockContactGroup/BlockContactGroup.tsx';
import { examples as contactExamples } from '#src/components/blocks/BlockContactGroup/BlockContactGroup.examples.ts';
import { BlockCtaBox } from '#src/components/blocks/BlockCtaBox/BlockCtaBox.tsx';
import { examples as ctaExamples } from '#src/components/blocks/BlockCtaBox/BlockCtaBox.examples.ts';
import { BlockDocumentList } from '#src/components/blocks/BlockDocumentList/BlockDocumentList.tsx';
import { examples as documentExamples } from '#src/components/blocks/BlockDocumentList/BlockDocumentList.examples.ts';
import { BlockHearingList } from '#src/components/blocks/BlockHearingList/BlockHearingList.tsx';
import { examples as hearingExamples } from '#src/components/blocks/BlockHearingList/BlockHearingList.examples.ts';
import { BlockHereWeLive } from '#src/components/blocks/BlockHereWeLive/BlockHereWeLive.tsx';
import { examples as hereWeLiveExamples } from '#src/components/blocks/BlockHereWeLive/BlockHereWeLive.examples.ts';
import { BlockImage } from '#src/components/blocks/BlockImage/BlockImage.tsx';
import { examples as imageExamples } from '#src/components/blocks/BlockImage/BlockImage.examples.ts';
import { BlockJobList } from '#src/components/blocks/BlockJobList/BlockJobList.tsx';
import { examples as jobExamples } from '#src/components/blocks/BlockJobList/BlockJobList.examples.ts';
import { BlockLinkList } from '#src/components/blocks/BlockLinkList/BlockLinkList.tsx';
import { examples as linkExamples } from '#src/components/blocks/BlockLinkList/BlockLinkList.examples.ts';
import {
  BlockMapKultunautDemo,
  TILE_SIZE,
  fitMapView,
  mapTiles,
  markerPosition,
  project,
  tileUrl,
} from '#src/components/blocks/BlockMapKultunautDemo/BlockMapKultunautDemo.tsx';
import { examples as mapExamples } from '#src/components/blocks/BlockMapKultunautDemo/BlockMapKultunautDemo.examples.ts';
import { BlockVideo } from '#src/components/blocks/BlockVideo/BlockVideo.tsx';
import { examples as videoExamples } from '#src/components/blocks/BlockVideo/BlockVideo.examples.ts';
import { BlockRelatedContent } from '#src/components/blocks/BlockRelatedContent/BlockRelatedContent.tsx';
import { examples as relatedExamples } from '#src/components/blocks/BlockRelatedContent/BlockRelatedContent.examples.ts';
import { BlockNewsList } from '#src/components/blocks/BlockNewsList/BlockNewsList.tsx';
import { examples as newsExamples } from '#src/components/blocks/BlockNewsList/BlockNewsList.examples.ts';
import { BlockEventList } from '#src/components/blocks/BlockEventList/BlockEventList.tsx';
import {
  formatDateRange as eventTimes,
  formatDateTime as formatEventDate,
} from '#src/shared/format.ts';
import { examples as eventExamples } from '#src/components/blocks/BlockEventList/BlockEventList.examples.ts';
import { BlockImages } from '#src/components/blocks/BlockImages/BlockImages.tsx';
import { examples as imagesExamples } from '#src/components/blocks/BlockImages/BlockImages.examples.ts';
import { BlockBorgerDk } from '#src/components/blocks/BlockBorgerDk/BlockBorgerDk.tsx';
import { examples as borgerDkExamples } from '#src/components/blocks/BlockBorgerDk/BlockBorgerDk.examples.ts';
import { BlockTable } from '#src/components/blocks/BlockTable/BlockTable.tsx';
import { examples as tableExamples } from '#src/components/blocks/BlockTable/BlockTable.examples.ts';
import { videoEmbedUrl, videoFromSource } from '#src/components/blocks/BlockVideo/video-embed.ts';
import { BlockList } from '#src/components/blocks/registry.tsx';
import { catalog } from '#src/components/catalog.tsx';
import { blockAliases, reshapeBlocks } from '#src/server/cms/blocks.ts';
import type { Block, BlockAlias, BlockContentMap } from '#src/server/cms/types.ts';
import { noConsent } from '#src/shared/consent.ts';

type Entry = {
  [A in BlockAlias]: [
    A,
    ComponentType<BlockContentMap[A] & { ctx: BlockContext }>,
    Record<string, BlockContentMap[A]>,
  ];
}[BlockAlias];

const blocks: Entry[] = [
  ['BlockLinkList', BlockLinkList, linkExamples],
  ['BlockDocumentList', BlockDocumentList, documentExamples],
  ['BlockCtaBox', BlockCtaBox, ctaExamples],
  ['BlockContactGroup', BlockContactGroup, contactExamples],
  ['BlockHereWeLive', BlockHereWeLive, hereWeLiveExamples],
  ['BlockImage', BlockImage, imageExamples],
  ['BlockAccordion', BlockAccordion, accordionExamples],
  ['BlockHearingList', BlockHearingList, hearingExamples],
  ['BlockJobList', BlockJobList, jobExamples],
  ['BlockMapKultunautDemo', BlockMapKultunautDemo, mapExamples],
  ['BlockVideo', BlockVideo, videoExamples],
  ['BlockRelatedContent', BlockRelatedContent, relatedExamples],
  ['BlockNewsList', BlockNewsList, newsExamples],
  ['BlockEventList', BlockEventList, eventExamples],
  ['BlockImages', BlockImages, imagesExamples],
  ['BlockBorgerDk', BlockBorgerDk, borgerDkExamples],
  ['BlockTable', BlockTable, tableExamples],
];

/** Renders one block with the example context, optionally overridden. */
function render<P extends object>(
  Component: ComponentType<P & { ctx: BlockContext }>,
  props: P,
  overrides: Partial<BlockContext> = {},
) {
  return renderToString(createElement(Component, { ...props, ctx: exampleContext(overrides) }));
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const unescape = (html: string) => html.replace(/&amp;/g, '&');

/** Renders raw backend elements the way a page does: validated by the schemas, then listed. */
function renderElements(elements: unknown[], overrides: Partial<BlockContext> = {}) {
  const parsed = reshapeBlocks(elements, 'test-page', { mediaBase: 'https://cms.test' });
  return {
    blocks: parsed,
    html: renderToString(<BlockList blocks={parsed} ctx={exampleContext(overrides)} />),
  };
}

// The catalog is the one list of blocks and their examples (the overview renders the same).
const blockEntries = catalog.filter((entry) => entry.kind === 'block');
const cases = blockEntries.flatMap((entry) =>
  Object.entries(entry.examples).flatMap(([name, props]) =>
    (['da', 'en', 'de'] as const).map(
      (language) => [`${entry.name}: ${name} (${language})`, entry.name, props, language] as const,
    ),
  ),
);

describe('every named example of every block', () => {
  it.each(cases)('%s', (_label, alias, props, language) => {
    const Component = blockRegistry[alias as BlockAlias] as ComponentType<
      object & { ctx: BlockContext }
    >;
    const html = render(Component, props, { language });
    expect(html.length).toBeGreaterThan(0);
    // No dictionary key leaks through untranslated.
    const text = html.replace(/<[^>]*>/g, ' ');
    expect(text).not.toMatch(
      /\b(?:file|link|contact|hearing|job|map|video|cookieType|related|news|event|table|borgerDk)\.[a-z]+/,
    );
    const title =
      'title' in props
        ? (props.title as string | null)
        : 'article' in props
          ? (props as BlockContentMap['BlockBorgerDk']).article.title
          : null;
    if (title) {
      const heading = /<h2 id="([^"]+)"[^>]*>([^<]*)<\/h2>/.exec(html);
      expect(heading?.[2]).toBe(renderToString(<>{title}</>));
      expect(html).toContain(`aria-labelledby="${heading?.[1]}"`);
    }
    // Headings in order: the block title is the only h2, items are h3, nothing skips a level.
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels).not.toContain(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!, `heading h${level}`).toBeLessThanOrEqual(1);
    });
    if (levels.length > 0) expect(levels[0]).toBeLessThanOrEqual(title ? 2 : 3);
  });

  it('every block alias the backend knows has a registered component and catalog examples', () => {
    for (const alias of blockAliases) {
      expect(blockRegistry[alias], alias).toBeDefined();
      expect(
        blockEntries.map((entry) => entry.name),
        alias,
      ).toContain(alias);
    }
    for (const [alias, Component] of blocks) expect(blockRegistry[alias]).toBe(Component);
  });

  it('each block has at least two named examples', () => {
    for (const entry of blockEntries) {
      expect(Object.keys(entry.examples).length, entry.name).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives a block's title the table of contents' anchor as its id", () => {
    const withAnchor = (block: Block): Block => ({ ...block, anchor: 'affaldsgebyrer' });
    const table: Block = {
      alias: 'BlockTable',
      key: 't',
      content: tableExamples.feesWithHeaderAndFooter!,
      inToc: true,
      anchor: null,
    };
    const links: Block = {
      alias: 'BlockLinkList',
      key: 'l',
      content: linkExamples.mixed!,
      inToc: true,
      anchor: null,
    };
    for (const block of [table, links]) {
      const html = renderToString(
        <BlockList blocks={[withAnchor(block)]} ctx={exampleContext()} />,
      );
      expect(html).toMatch(/<h2 id="affaldsgebyrer"/);
      expect(html).toContain('aria-labelledby="affaldsgebyrer"');
    }
  });
});

describe('BlockLinkList', () => {
  const html = render(BlockLinkList, linkExamples.mixed!);

  it('opens only new-window links in a new window, and says so', () => {
    const anchors = html.match(/<a [^>]*>/g) ?? [];
    expect(anchors).toHaveLength(3);
    expect(anchors[0]).not.toContain('target=');
    expect(anchors[0]).not.toContain('rel=');
    expect(anchors[1]).toContain('target="_blank"');
    expect(anchors[1]).toContain('rel="noopener noreferrer"');
    expect(count(html, /\(åbner i nyt vindue\)/g)).toBe(2);
  });

  it('marks external links with the external icon and files with type and size', () => {
    const items = html.split('<li').slice(1);
    expect(items[1]).toContain('d="M14 4h6v6'); // the external icon
    expect(items[2]).toContain('PDF, 734 kB');
    expect(items[2]).toContain('d="M12 4v11'); // the download icon
  });

  it('keeps an external link in the same window when the CMS says so', () => {
    const same = render(BlockLinkList, linkExamples.externalSameWindowNoTitle!);
    expect(same).not.toContain('target=');
    expect(same).not.toContain('nyt vindue');
    expect(same).not.toContain('<h2');
  });
});

describe('BlockDocumentList', () => {
  it("shows the type and '2,3 MB' for 2300000 bytes, inside the link", () => {
    const html = render(BlockDocumentList, documentExamples.forms!);
    expect(html).toMatch(/<a [^>]*>(?:(?!<\/a>).)*Affaldsregulativ(?:(?!<\/a>).)*PDF, 2,3 MB/);
    expect(html).toContain('DOCX, 58,4 kB');
  });

  it('reads the type from the URL when the extension is missing, and formats sizes per language', () => {
    const html = render(BlockDocumentList, documentExamples.missingMetadataNoTitle!);
    expect(html).toMatch(/Referat af byrådsmødet[^]*?>PDF</);
    expect(render(BlockDocumentList, documentExamples.forms!, { language: 'en' })).toContain(
      'PDF, 2.3 MB',
    );
  });
});

describe('BlockCtaBox', () => {
  it("renders the link as an anchor with the link's href and an arrow icon", () => {
    const html = render(BlockCtaBox, ctaExamples.selfService!);
    expect(html).toMatch(/<a [^>]*href="\/selvbetjening\/flytning\/"[^>]*>.*Meld flytning/);
    expect(html).toContain('d="M5 12h14M13 6l6 6-6 6"');
  });

  it('renders no link without one', () => {
    expect(render(BlockCtaBox, ctaExamples.titleOnly!)).not.toContain('<a ');
  });
});

describe('BlockContactGroup', () => {
  it('links phone numbers with digits only and email with mailto', () => {
    const html = render(BlockContactGroup, contactExamples.departments!);
    expect(html).toContain('href="tel:+4570000100"');
    expect(html).toContain('href="tel:70000120"');
    expect(html).toContain('href="mailto:borgerservice@example-kommune.dk"');
    expect(count(html, /<h3/g)).toBe(3);
    expect(telHref(' +45 70-00 01 00 ')).toBe('tel:+4570000100');
  });
});

describe('BlockHereWeLive', () => {
  it('renders the facts as a description list and the link', () => {
    const html = render(BlockHereWeLive, hereWeLiveExamples.full!);
    expect(count(html, /<dt/g)).toBe(5);
    expect(html).toMatch(/<dt[^>]*>Indbyggere<\/dt><dd[^>]*>62.400<\/dd>/);
    expect(html).toContain('href="/om-kommunen/"');
    expect(html).toContain('srcSet=');
    expect(render(BlockHereWeLive, hereWeLiveExamples.factsOnly!)).not.toContain('<img');
  });
});

describe('BlockImage', () => {
  const image = imageExamples.withFocalPoint!.image;
  const srcsetOf = (html: string) => /srcset="([^"]+)"/i.exec(html)?.[1] ?? '';

  it('builds ImageSharp URLs with quality 80 by default and 60 when asked', () => {
    const srcset = srcsetOf(unescape(render(BlockImage, imageExamples.withFocalPoint!)));
    expect(count(srcset, /quality=80/g)).toBe(6);
    expect(srcset).toContain(
      '/media/borger/genbrugsstation-nord.jpg?width=640&height=360&rmode=crop&autoorient=true&format=webp&quality=80&rxy=0.5,0.4 640w',
    );
    const climate = unescape(
      render(BlockImage, imageExamples.withFocalPoint!, { imageQuality: 60 }),
    );
    expect(climate).toContain('quality=60');
    expect(climate).not.toContain('quality=80');
  });

  it('offers a small original at its own size only', () => {
    const small = unescape(render(BlockImage, imageExamples.decorativeSmall!));
    expect(srcsetOf(small)).toMatch(/^[^ ]*width=280&height=180[^ ]* 280w$/);
    expect(small).toContain('alt=""');
  });

  it('renders a lazy figure with width, height, alt, sizes and a caption', () => {
    const html = render(BlockImage, imageExamples.withFocalPoint!);
    expect(html).toMatch(/^<figure/);
    for (const attribute of [
      'width="1600"',
      'height="900"',
      `alt="${image.alt}"`,
      'loading="lazy"',
      'decoding="async"',
      'sizes="(min-width: 48rem) 46rem, 100vw"',
    ]) {
      expect(html).toContain(attribute);
    }
    expect(html).toContain('<figcaption');
    expect(html).toContain('14 forskellige affaldstyper');
    // Without a block caption, the image's own caption is used.
    expect(render(BlockImage, imageExamples.imageCaptionOnly!)).toContain(
      'Eksempelby set fra luften',
    );
  });

  it("resizes the CMS's crop, keeping its parameters and never exceeding its size", () => {
    const html = unescape(render(BlockImage, imageExamples.cmsCrop!));
    const srcset = srcsetOf(html);
    expect(srcset).toContain(
      '/media/kultur/musikhuset.jpg?width=960&height=540&rmode=crop&rxy=0.4,0.5&autoorient=true&format=webp&quality=80 960w',
    );
    expect(srcset).not.toContain('width=1280');
    expect(count(srcset, /rxy=/g)).toBe(4);
    expect(html).toContain('width="960"');
    expect(html).toContain('height="540"');
  });
});

describe('BlockAccordion', () => {
  it('renders one native details element per item, with the text', () => {
    const html = render(BlockAccordion, accordionExamples.faq!);
    expect(count(html, /<details/g)).toBe(3);
    expect(count(html, /<summary/g)).toBe(3);
    expect(html).toContain('Haveaffald i bundter');
  });
});

describe('BlockHearingList', () => {
  const props = hearingExamples.openAndClosed!;

  it('hides the form number by default', () => {
    const html = render(BlockHearingList, props);
    expect(html).not.toContain('H-2026-031');
    expect(html).not.toContain('Høringsnummer');
  });

  it('shows the form number when HEARING_SHOW_FORM_NUMBER is on', () => {
    const flags = { ...exampleContext().flags, HEARING_SHOW_FORM_NUMBER: true };
    const html = render(BlockHearingList, props, { flags });
    expect(html).toContain('H-2026-031');
    expect(html).toContain('Høringsnummer');
  });

  it('lists open hearings first, with the status as text and dates as time elements', () => {
    const html = render(BlockHearingList, props);
    expect(html.indexOf('Forslag til trafikplan')).toBeLessThan(html.indexOf('Klimatilpasning'));
    expect(html.indexOf('Lokalplan 412')).toBeLessThan(html.indexOf('Klimatilpasning'));
    expect(count(html, />Åben</g)).toBe(2);
    expect(count(html, />Afsluttet</g)).toBe(1);
    // A midnight-UTC start is a date picker's day: a calendar date (decision 018).
    expect(html).toContain('<time dateTime="2026-11-03">3. november 2026</time>');
  });

  it('says so when there are no hearings', () => {
    expect(render(BlockHearingList, hearingExamples.empty!)).toContain(
      'Der er ingen høringer i øjeblikket.',
    );
  });
});

describe('BlockJobList', () => {
  it('renders the default list view, or the grid view when configured', () => {
    const list = render(BlockJobList, jobExamples.vacancies!);
    expect(list).toContain('data-view="list"');
    expect(list).not.toContain('data-view="grid"');
    const grid = render(BlockJobList, jobExamples.vacancies!, { jobListDefaultView: 'grid' });
    expect(grid).toContain('data-view="grid"');
  });

  it('renders no toggle buttons on the server (they would do nothing without JavaScript)', () => {
    expect(render(BlockJobList, jobExamples.vacancies!)).not.toContain('aria-pressed');
  });

  it('shows each job with its deadline, and marks expired deadlines', () => {
    const html = render(BlockJobList, jobExamples.vacancies!);
    expect(count(html, /<h3/g)).toBe(3);
    // 22:59Z, given in Copenhagen time with its offset.
    expect(html).toContain('<time dateTime="2030-12-06T23:59:00+01:00">6. december 2030</time>');
    expect(html).not.toContain('Fristen er udløbet');
    const expired = render(BlockJobList, jobExamples.expiredAndSparse!);
    expect(count(expired, /Fristen er udløbet/g)).toBe(1);
    expect(expired).toContain('data-expired="true"');
  });
});

describe('BlockMapKultunautDemo', () => {
  const props = mapExamples.december!;
  const template = 'https://tiles.example.dk/{z}/{x}/{y}.png';

  it('renders only the list, with no image at all, when no tile server is configured', () => {
    const html = render(BlockMapKultunautDemo, props);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('aria-hidden="true" data-zoom');
    expect(count(html, /<h3/g)).toBe(4);
    expect(html).toContain('href="/kultur-og-fritid/arrangementer/julemarked/"');
  });

  it('renders a 3 × 2 tile map with numbered markers when a tile server is configured', () => {
    const html = render(BlockMapKultunautDemo, props, { mapTileUrl: template });
    const zoom = /data-zoom="(\d+)"/.exec(html)?.[1];
    expect(zoom).toBeDefined();
    const tiles = html.match(/<img [^>]*>/g) ?? [];
    expect(tiles).toHaveLength(6);
    for (const tile of tiles) {
      expect(tile).toMatch(
        new RegExp(`src="https://tiles\\.example\\.dk/${zoom}/\\d+/\\d+\\.png"`),
      );
      expect(tile).toContain('alt=""');
    }
    expect(count(html, /style="left:[\d.]+%;top:[\d.]+%"/g)).toBe(4);
    expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*data-zoom/);
  });

  it('numbers the list like the markers, soonest event first', () => {
    const html = render(BlockMapKultunautDemo, props, { mapTileUrl: template });
    const list = html.slice(html.indexOf('<ul'));
    expect(list.indexOf('Julekoncert')).toBeLessThan(list.indexOf('Højtlæsning'));
    expect(list.indexOf('Højtlæsning')).toBeLessThan(list.indexOf('Julemarked'));
    expect(list).toMatch(/>1<\/span><div><h3[^>]*><a[^>]*>Julekoncert/);
  });

  it('numbers only events with a position', () => {
    const html = render(BlockMapKultunautDemo, mapExamples.partlyWithoutPosition!, {
      mapTileUrl: template,
    });
    expect(count(html, /<span[^>]*aria-hidden="true">\d+<\/span>/g)).toBe(1);
    expect(html).toContain('Foredrag: Eksempelbys historie');
  });

  describe('tile math', () => {
    it('projects with Web Mercator', () => {
      expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
      const p = project({ lat: 56.1536, lng: 10.1995 }, 1);
      expect(p.x).toBeCloseTo(((10.1995 + 180) / 360) * 512, 6);
      expect(p.y).toBeLessThan(256); // northern hemisphere: upper half
    });

    it('picks the highest zoom at which all points fit the 3 × 2 tiles', () => {
      const points = props.items.map((event) => ({ lat: event.lat!, lng: event.lng! }));
      const view = fitMapView(points)!;
      const inside = (zoom: number, v = fitMapView(points, 3, 2, zoom)!) =>
        points.every((point) => {
          const { left, top } = markerPosition(point, v);
          return left > 0 && left < 100 && top > 0 && top < 100;
        });
      expect(view.columns).toBe(3);
      expect(view.rows).toBe(2);
      expect(inside(view.zoom)).toBe(true);
      // The events lie about 3 km apart north to south: zoom 13 holds them; at zoom 14 their
      // vertical spread alone is taller than two tiles.
      expect(view.zoom).toBe(13);
      const ys = points.map((point) => project(point, 14).y);
      expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(2 * TILE_SIZE);
    });

    it('uses the maximum zoom for a single point and null for none', () => {
      expect(fitMapView([{ lat: 56.15, lng: 10.2 }])?.zoom).toBe(16);
      expect(fitMapView([])).toBeNull();
    });

    it('fills in tile URLs row by row and wraps around the globe', () => {
      expect(tileUrl(template, 13, 4328, 2500)).toBe('https://tiles.example.dk/13/4328/2500.png');
      const tiles = mapTiles({ zoom: 1, x: -1, y: 0, columns: 3, rows: 2 }, template);
      expect(tiles.map((tile) => tile.url)).toEqual([
        'https://tiles.example.dk/1/1/0.png',
        'https://tiles.example.dk/1/0/0.png',
        'https://tiles.example.dk/1/1/0.png',
        'https://tiles.example.dk/1/1/1.png',
        'https://tiles.example.dk/1/0/1.png',
        'https://tiles.example.dk/1/1/1.png',
      ]);
      expect(mapTiles({ zoom: 0, x: -1, y: -1, columns: 3, rows: 2 }, template)[0]?.url).toBe(null);
    });
  });
});

describe('BlockVideo', () => {
  const props = videoExamples.youtube!;

  it('renders no iframe without marketing consent, but the reason and a way to change it', () => {
    const html = render(BlockVideo, props);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube');
    expect(html).toContain(
      'Indholdet kan ikke vises på grund af dine nuværende cookie-indstillinger',
    );
    expect(html).toMatch(/<li[^>]*>Marketing<\/li>/);
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>.*Åbn cookie-indstillinger/);
    // No cookie page configured: no link rather than a guessed one (decision 018).
    expect(html).not.toContain('Læs om cookies');
    const configured = render(BlockVideo, props, { cookiePolicyUrl: '/om-os/cookies/' });
    expect(configured).toMatch(/<a href="\/om-os\/cookies\/"[^>]*>Læs om cookies<\/a>/);
  });

  it('renders the youtube-nocookie iframe with marketing consent', () => {
    const html = render(BlockVideo, props, { consent: { ...noConsent, marketing: true } });
    const iframe = /<iframe [^>]*>/.exec(html)?.[0] ?? '';
    expect(iframe).toContain('src="https://www.youtube-nocookie.com/embed/Xk3mP9qLw2E"');
    expect(iframe).toContain('title="Sådan sorterer du dit affald"');
    expect(iframe).toContain('loading="lazy"');
    expect(iframe).toContain('allow="fullscreen; picture-in-picture"');
    expect(html).not.toContain('cookie-indstillinger');
  });

  it('needs every required category', () => {
    const vimeo = videoExamples.vimeoWithoutTitle!;
    const partly = render(BlockVideo, vimeo, { consent: { ...noConsent, functional: true } });
    expect(partly).not.toContain('<iframe');
    expect(partly).toMatch(/>Funktionelle<\/li>.*>Statistik<\/li>/);
    const all = render(BlockVideo, vimeo, {
      consent: { ...noConsent, functional: true, statistic: true },
    });
    expect(all).toContain('src="https://player.vimeo.com/video/824804225?dnt=1"');
    expect(all).toContain('title="Video fra Vimeo"');
  });

  it('embeds Dreambroker through its iframe URL', () => {
    const html = render(BlockVideo, videoExamples.dreambroker!, {
      consent: { ...noConsent, functional: true, statistic: true, marketing: true },
    });
    expect(html).toContain('src="https://dreambroker.com/channel/r8f2k1xq/iframe/k3n9xq2w"');
  });

  const marketing = { consent: { ...noConsent, marketing: true } };
  const hostileHtml = '<iframe src="https://evil.example/"></iframe><script>alert(1)</script>';
  const limboVideo = (video: object) => ({
    alias: 'BlockVideo',
    key: 'v',
    content: {
      title: 'Sådan sorterer du dit affald',
      video: { embed: { html: hostileHtml }, ...video },
    },
  });

  it("builds the player from Limbo.Umbraco.Video's provider and id, never from embed.html", () => {
    const { html } = renderElements(
      [
        limboVideo({
          source: 'https://www.youtube.com/watch?v=Xk3mP9qLw2E',
          provider: { alias: 'youtube', name: 'YouTube' },
          details: { id: 'Xk3mP9qLw2E', title: 'Affald', duration: 187 },
        }),
      ],
      marketing,
    );
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/Xk3mP9qLw2E"');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<script');
    expect(count(html, /<iframe/g)).toBe(1);
    // Without consent there is no iframe at all, and still nothing of embed.html.
    const blocked = renderElements([
      limboVideo({ source: 'https://youtu.be/Xk3mP9qLw2E', provider: { alias: 'youtube' } }),
    ]);
    expect(blocked.html).not.toContain('<iframe');
    expect(blocked.html).not.toContain('evil.example');
  });

  it('reads the id from the source when the details have none (vimeo ids may be numbers)', () => {
    const { blocks, html } = renderElements(
      [
        limboVideo({ source: 'https://youtu.be/Xk3mP9qLw2E', provider: { alias: 'YouTube' } }),
        limboVideo({
          source: 'https://vimeo.com/824804225',
          provider: { alias: 'vimeo' },
          details: { id: 824804225 },
        }),
        limboVideo({
          source: 'https://dreambroker.com/channel/r8f2k1xq/k3n9xq2w',
          provider: { alias: 'dreambroker' },
        }),
      ],
      marketing,
    );
    expect(blocks).toHaveLength(3);
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/Xk3mP9qLw2E"');
    expect(html).toContain('src="https://player.vimeo.com/video/824804225?dnt=1"');
    expect(html).toContain('src="https://dreambroker.com/channel/r8f2k1xq/iframe/k3n9xq2w"');
  });

  it('rejects a hostile id, a foreign host and an unsupported provider', () => {
    const hostile = [
      limboVideo({
        provider: { alias: 'youtube' },
        details: { id: '"><script>alert(1)</script>' },
      }),
      limboVideo({ provider: { alias: 'youtube' }, details: { id: '../../evil.example/x' } }),
      limboVideo({
        source: 'https://evil.example/watch?v=Xk3mP9qLw2E',
        provider: { alias: 'youtube' },
      }),
      limboVideo({
        source: 'https://www.twentythree.com/video/123',
        provider: { alias: 'twentythree' },
      }),
      { alias: 'BlockVideo', content: { provider: 'vimeo', videoId: '123?autoplay=1&x=' } },
    ];
    const { blocks, html } = renderElements(hostile, marketing);
    expect(blocks).toHaveLength(0);
    expect(html).toBe('');
    // The component checks again, for content that did not come through the schema.
    expect(
      videoEmbedUrl({ provider: 'youtube', videoId: 'abc"onload=', channelId: null }),
    ).toBeNull();
    expect(videoFromSource('vimeo', 'javascript:alert(1)//vimeo.com/1')).toBeNull();
    expect(
      render(BlockVideo, { ...videoExamples.youtube!, videoId: '"><img src=x>' }, marketing),
    ).toBe('');
  });
});

describe('BlockRelatedContent', () => {
  it('renders a grid of cards, each named by its link', () => {
    const html = render(BlockRelatedContent, relatedExamples.gridWithImages!);
    expect(count(html, /<li/g)).toBe(3);
    expect(count(html, /<h3/g)).toBe(3);
    expect(html).not.toContain('role="region"');
    expect(html).toMatch(/<img [^>]*alt=""/);
    expect(html).toContain('target="_blank"');
  });

  it('renders the slider as a focusable region labelled by the title', () => {
    const html = render(BlockRelatedContent, relatedExamples.slider!);
    const heading = /<h2 id="([^"]+)"/.exec(html)?.[1];
    const region = /<div [^>]*role="region"[^>]*>/.exec(html)?.[0] ?? '';
    expect(region).toContain('tabindex="0"');
    expect(region).toContain(`aria-labelledby="${heading}"`);
    // One landmark per block: the wrapper is no second region with the same name.
    expect(html).not.toMatch(/^<section/);
    const untitled = render(BlockRelatedContent, relatedExamples.sliderWithoutTitle!);
    expect(untitled).toMatch(/role="region"[^>]*aria-label="Relateret indhold"/);
  });
});

describe('BlockNewsList', () => {
  it('shows each news item with a time element, its type and categories, and a see-all link', () => {
    const html = render(BlockNewsList, newsExamples.withImages!);
    expect(html).toContain('<time dateTime="2026-02-12T12:09:00+01:00">12. februar 2026</time>');
    expect(html).toContain('Pressemeddelelse');
    expect(html).toMatch(/<li[^>]*>Affald<\/li>/);
    expect(html).toMatch(/<a href="\/nyheder\/"[^>]*>Se alle nyheder/);
    expect(count(html, /<img/g)).toBe(1);
    expect(render(BlockNewsList, { ...newsExamples.withImages!, showImages: false })).not.toContain(
      '<img',
    );
    expect(render(BlockNewsList, newsExamples.empty!)).toContain('Der er ingen nyheder');
  });
});

describe('BlockEventList', () => {
  const clock = /\d{1,2}[.:]\d{2}(?!\d)/;

  it('shows a date-only start as that calendar date, without a clock time', () => {
    const html = render(BlockEventList, eventExamples.december!);
    const first = html.slice(html.indexOf('Julemarked'), html.indexOf('Julekoncert'));
    expect(first).toContain('<time dateTime="2026-12-05">5. december 2026</time>');
    expect(first.replace(/<[^>]*>/g, ' ')).not.toMatch(clock);
    for (const language of ['da', 'en', 'de'] as const) {
      expect(formatEventDate('2026-12-05', language)).not.toMatch(clock);
    }
    expect(formatEventDate('2026-12-05', 'en')).toBe('December 5, 2026');
    // Midnight-ish calendar dates never slide to the day before or after.
    expect(formatEventDate('2026-01-01', 'da')).toBe('1. januar 2026');
    expect(formatEventDate('2026-12-31', 'da')).toBe('31. december 2026');
  });

  it('shows date-times in Copenhagen time, and a same-day end as its clock time', () => {
    expect(eventTimes('2026-12-12T18:30:00Z', '2026-12-12T20:30:00Z', 'da')).toEqual({
      start: '12. december 2026 kl. 19.30',
      end: '21.30',
    });
    expect(eventTimes('2026-12-05', '2026-12-06', 'da')).toEqual({
      start: '5. december 2026',
      end: '6. december 2026',
    });
    expect(eventTimes(null, '2026-12-06', 'da')).toEqual({ start: '', end: '' });
    const html = render(BlockEventList, eventExamples.sparse!);
    expect(html).toContain('24. oktober 2025 kl. 13.23');
    expect(count(html, /<dl/g)).toBe(1); // the event without a start shows no facts
  });
});

describe('BlockImages', () => {
  it('renders a grid of figures, cropped to one ratio unless the whole image is wanted', () => {
    const complete = unescape(render(BlockImages, imagesExamples.completeImages!));
    expect(count(complete, /<figure/g)).toBe(2);
    expect(complete).toContain('width=960&height=640&v=1dbb85c7656e5b0&rmode=crop');
    expect(complete).toContain('Sarah Kilian @ Unsplash');
    const cropped = unescape(render(BlockImages, imagesExamples.croppedWithTexts!));
    expect(cropped).toContain('width=960&height=720'); // 4:3
    expect(cropped).toContain('Musikhuset før en koncert.');
    expect(cropped).toContain('Fjordstien ved Nordby.');
    expect(count(cropped, /<figcaption/g)).toBe(2);
  });
});

describe('BlockBorgerDk', () => {
  const article = {
    id: 1234,
    url: 'https://www.borger.dk/familie-og-boern/dagtilbud',
    title: 'Dagtilbud',
    header: '<p onclick="alert(1)">Om dagtilbud.</p><script>alert(1)</script>',
    byline: 'Indholdet er leveret af <a href="javascript:alert(1)">ministeriet</a>.',
    elements: [
      {
        id: 'kernetekst',
        title: '',
        microArticles: [
          {
            id: 'm1',
            title: 'Hvem kan få en plads?',
            content: '<p>Alle.</p><script>steal()</script>',
          },
          { id: 'm2', title: 'Hvad koster det?', content: '<h2>Priser</h2><p>Højst 25 %.</p>' },
        ],
      },
      {
        id: 'lovgivning',
        title: 'Lovgivning',
        content: '<p>Dagtilbudsloven</p><img src=x onerror=alert(1)>',
      },
    ],
  };

  it('strips scripts and handlers, and keeps micro-articles as details', () => {
    const { html } = renderElements([{ alias: 'BlockBorgerDk', content: { article } }]);
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|steal\(|alert\(/);
    expect(count(html, /<details/g)).toBe(2);
    expect(count(html, /<summary/g)).toBe(2);
    expect(html).toMatch(/<summary[^>]*>.*Hvem kan få en plads\?/);
    // The article text's own h2 sits below the block's h2 (and below a section's h3).
    expect(html).toContain('<h3>Priser</h3>');
    expect(html).not.toMatch(/<h2>/);
    expect(html).toMatch(
      /<a href="https:\/\/www\.borger\.dk\/familie-og-boern\/dagtilbud"[^>]*>Læs artiklen på borger\.dk/,
    );
    expect(html).toContain('Indholdet er leveret af');
  });

  it('links only to https addresses on borger.dk', () => {
    for (const url of [
      'http://www.borger.dk/x',
      'https://borger.dk.evil.example/x',
      'https://evil.example/?borger.dk',
      'javascript:alert(1)//borger.dk',
    ]) {
      const { blocks, html } = renderElements([
        { alias: 'BlockBorgerDk', content: { article: { ...article, url } } },
      ]);
      expect(blocks).toHaveLength(1);
      expect(html, url).not.toContain('Læs artiklen på borger.dk');
    }
    expect(render(BlockBorgerDk, borgerDkExamples.textOnlyForeignUrl!)).not.toContain(
      'example.net',
    );
  });
});

describe('BlockTable', () => {
  it('puts header, body and footer rows in thead, tbody and tfoot, with scoped th', () => {
    const html = render(BlockTable, tableExamples.feesWithHeaderAndFooter!);
    const thead = /<thead>(.*)<\/thead>/.exec(html)?.[1] ?? '';
    const tbody = /<tbody>(.*)<\/tbody>/.exec(html)?.[1] ?? '';
    const tfoot = /<tfoot[^>]*>(.*)<\/tfoot>/.exec(html)?.[1] ?? '';
    expect(count(thead, /<th scope="col"/g)).toBe(3);
    expect(thead).toMatch(/^<tr><td/); // the empty corner heads nothing
    expect(count(tbody, /<tr>/g)).toBe(3);
    expect(count(tbody, /<th scope="row"/g)).toBe(3);
    expect(tfoot).toMatch(/^<tr><th scope="row"[^>]*><strong>I alt<\/strong><\/th>/);
    expect(count(tfoot, /<td/g)).toBe(3);
  });

  it('wraps the table in a focusable, labelled scroll region', () => {
    const html = render(BlockTable, tableExamples.feesWithHeaderAndFooter!);
    const heading = /<h2 id="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(
      new RegExp(`<div role="region" tabindex="0" aria-labelledby="${heading}"[^>]*><table`),
    );
    expect(render(BlockTable, tableExamples.wideWithoutTitle!)).toMatch(
      /role="region" tabindex="0" aria-label="Tabel"/,
    );
    const plain = render(BlockTable, tableExamples.plain!);
    expect(plain).not.toContain('<thead');
    expect(plain).not.toContain('<tfoot');
    expect(plain).not.toContain('<th');
  });

  it('sanitizes cell HTML and orders cells by their indices', () => {
    const { html } = renderElements([
      {
        alias: 'BlockTable',
        content: {
          table: {
            useFirstRowAsHeader: true,
            cells: [
              [
                { rowIndex: 1, columnIndex: 1, value: '<p>b2</p>', type: 'td' },
                {
                  rowIndex: 1,
                  columnIndex: 0,
                  value: '<p>a2<script>x()</script></p>',
                  type: 'th',
                  scope: 'row',
                },
              ],
              [
                { rowIndex: 0, columnIndex: 0, value: 'A', type: 'th' },
                { rowIndex: 0, columnIndex: 1, value: 'B', type: 'th' },
              ],
            ],
          },
        },
      },
    ]);
    expect(html).not.toContain('<script');
    expect(html).toMatch(
      /<thead><tr><th scope="col"[^>]*>A<\/th><th scope="col"[^>]*>B<\/th><\/tr><\/thead>/,
    );
    expect(html).toMatch(
      /<tbody><tr><th scope="row"[^>]*><p>a2<\/p><\/th><td[^>]*><p>b2<\/p><\/td>/,
    );
  });
});
