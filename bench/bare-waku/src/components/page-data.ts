/** The sample backend's page call, cached 10 s per path (concurrent misses share one call). */
export type Link = {
  name: string;
  url: string;
  title?: string;
  teaser?: string;
  target?: string;
  children?: Link[];
};
export type Block = { key: string; alias: string; content: Record<string, unknown> };
type Image = { url: string; width: number; height: number; altText?: string; cropUrl?: string };
export type PageData = {
  site: {
    name: string;
    logo?: Image;
    cultures: { name: string; url: string; culture: string; current: boolean }[];
    socialMedia?: Link[];
    navigation: { main: Link[]; burger: Link[]; secondary: Link[] };
    footer: {
      tagLine?: string;
      shortcuts?: Link[];
      links?: Link[];
      contact?: { title?: string; phone?: string; email?: string; link?: Link };
      findUs?: {
        title?: string;
        name?: string;
        street?: string;
        postalCode?: string;
        city?: string;
        openingHours?: string;
      };
    };
  };
  content: {
    name: string;
    updateDate?: string;
    intro?: { title?: string; teaser?: string; description?: string };
    meta?: {
      title?: string;
      link?: { rel: string; href: string }[];
      meta?: { name?: string; property?: string; content: string }[];
    };
    breadcrumb: Link[];
    contentElements: Block[];
    feedback?: { enabled: boolean; question: string };
  };
};

const cache = new Map<string, { at: number; data: Promise<PageData> }>();

export function fetchPage(path: string): Promise<PageData> {
  const hit = cache.get(path);
  if (hit && Date.now() - hit.at < 10_000) return hit.data;
  const url = new URL('/umbraco/api/spa/getdata/', process.env.CMS_API_URL);
  url.searchParams.set('url', path);
  url.searchParams.set('navLevels', '2');
  const data = fetch(url).then((res) => res.json() as Promise<PageData>);
  cache.set(path, { at: Date.now(), data });
  data.catch(() => cache.delete(path));
  return data;
}
