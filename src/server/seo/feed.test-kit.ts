import { xml2js, type Element } from 'xml-js';

// What the feed tests (building the RSS, the pipeline's feed step) share. Imported by tests only.

export const ORIGIN = 'https://www.example-kommune.dk';

/** The feed parsed by a strict XML parser (a malformed feed throws), as channel and items. */
export function parseRss(xml: string) {
  const doc = xml2js(xml, { compact: false }) as Element;
  const rss = doc.elements!.find((e) => e.name === 'rss')!;
  const channel = rss.elements!.find((e) => e.name === 'channel')!;
  const textOf = (el: Element | undefined, name: string) => {
    const child = el?.elements?.find((e) => e.name === name);
    return child?.elements?.map((e) => e.text ?? e.cdata ?? '').join('') ?? null;
  };
  const items = channel.elements!.filter((e) => e.name === 'item');
  return {
    title: textOf(channel, 'title'),
    description: textOf(channel, 'description'),
    link: textOf(channel, 'link'),
    language: textOf(channel, 'language'),
    items: items.map((item) => ({
      title: textOf(item, 'title'),
      link: textOf(item, 'link'),
      description: textOf(item, 'description'),
      pubDate: textOf(item, 'pubDate'),
    })),
  };
}
