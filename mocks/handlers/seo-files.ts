import { http, HttpResponse } from 'msw';
import { contentEntries } from './content.ts';
import { fault } from './faults.ts';

// `GET /sitemap.xml` and `/robots.txt` (Limbo.Umbraco.Seo): the site found by the Host header.

/**
 * The host names the sample backend has a site for, as Umbraco's domains: the package finds the
 * site by the request's Host header (SiteAccessor) and answers nothing for any other host.
 */
const SAMPLE_SEO_HOSTS = new Set(['www.example-kommune.dk', 'localhost', '127.0.0.1']);

const seoHostOf = (request: Request) =>
  (request.headers.get('host') ?? new URL(request.url).host).replace(/:\d+$/, '').toLowerCase();

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `GET /sitemap.xml` as SitemapService writes it: HTTP 200 and `application/xml` always; a
 * `urlset` of every published page of the matched site (`loc` absolute on that host, `lastmod`
 * as yyyy-MM-dd), pages marked noindex left out as `hideFromSitemap` would; for an unknown host
 * the package's `<e>` root with the error.
 */
export const sitemapHandler = http.get('*/sitemap.xml', async ({ request }) => {
  const failure = await fault();
  if (failure) return failure;
  const host = seoHostOf(request);
  const headers = { 'content-type': 'application/xml' };
  const declaration = '<?xml version="1.0" encoding="utf-8"?>';
  const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  if (!SAMPLE_SEO_HOSTS.has(host)) {
    return new HttpResponse(
      `${declaration}<e xmlns="${ns}">Failed determining site from HTTP context.</e>`,
      { headers },
    );
  }
  const urls = contentEntries
    .filter(({ content }) => !JSON.stringify(content.meta ?? null).includes('noindex'))
    .map(({ content }) => {
      const lastmod = String(content.updateDate ?? '').slice(0, 10);
      const loc = `https://${host}${encodeURI(content.url as string)}`;
      return `<url><loc>${xmlText(loc)}</loc><lastmod>${lastmod}</lastmod></url>`;
    });
  return new HttpResponse(`${declaration}<urlset xmlns="${ns}">${urls.join('')}</urlset>`, {
    headers,
  });
});

/**
 * `GET /robots.txt` as RobotsTxtService answers it: the site's `robotsTxt` property as plain
 * text (here an editor's rule, a group for one crawler and a Sitemap line on the backend's
 * host), 404 for an unknown host.
 */
export const robotsHandler = http.get('*/robots.txt', async ({ request }) => {
  const failure = await fault();
  if (failure) return failure;
  const host = seoHostOf(request);
  if (!SAMPLE_SEO_HOSTS.has(host)) return new HttpResponse(null, { status: 404 });
  const robots = [
    'User-agent: *',
    'Disallow: /da/soegning/',
    '',
    'User-agent: ExampleBot',
    'Disallow: /nyheder/arkiv/',
    'Allow: /api/',
    '',
    `Sitemap: https://${host}/sitemap.xml`,
  ].join('\n');
  return new HttpResponse(robots, { headers: { 'content-type': 'text/plain' } });
});
