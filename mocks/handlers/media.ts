import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';
import { samplePdfs } from '../fixtures/sample-pdfs.ts';

// `GET /media/…`: placeholder images and files. `GET /eksempelbilleder/…`: the app's own example
// pictures, which the blocks' samples (src/components/blocks/BlockX/BlockX.sample.ts) point to.

/** Placeholder images for every /media/ path, sized from the crop URL's width/height if given. */
export const mediaHandler = http.get('*/media/*', ({ request }) => {
  const url = new URL(request.url);
  const name = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  if (url.pathname.startsWith('/media/indholdstjek/') && name.endsWith('.pdf')) {
    // The content check's documents (mocks/fixtures/content-check-pages.ts): real PDFs, or 404.
    const pdf = samplePdfs[name];
    if (!pdf) return new HttpResponse('Not found', { status: 404 });
    return new HttpResponse(pdf(), { headers: { 'content-type': 'application/pdf' } });
  }
  if (/\.(pdf|docx?|xlsx?)$/i.test(name)) {
    // Files, also in Umbraco's own form: /media/abc123/affaldsplan-2025.pdf.
    return new HttpResponse(`Eksempel Kommune – ${name}\n`, {
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      },
    });
  }
  if (url.pathname.startsWith('/media/logo/')) {
    // The municipality's wordmark: transparent, so it also works inverted on the footer.
    const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="176" height="48" viewBox="0 0 176 48"><g fill="#0a4534"><path d="M6 8h20v6H13v4h11v6H13v4h13v6H6z"/><circle cx="34" cy="11" r="3"/></g><text x="44" y="22" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="#1b1b1b">Eksempel</text><text x="44" y="39" font-family="Arial, sans-serif" font-size="15" fill="#1b1b1b">Kommune</text></svg>`;
    return new HttpResponse(logo, {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
    });
  }
  const w = Number(url.searchParams.get('width')) || 1600;
  const h = Number(url.searchParams.get('height')) || Math.round((w * 9) / 16);
  const label = name
    .replace(/\.[a-z]+$/i, '')
    .replace(/[-_]/g, ' ')
    .replace(/[<&>]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="#cfe3da"/><path d="M0 ${h * 0.75} L${w * 0.3} ${h * 0.45} L${w * 0.55} ${h * 0.7} L${w * 0.75} ${h * 0.5} L${w} ${h * 0.8} V${h} H0Z" fill="#7fb39c"/><text x="50%" y="45%" font-family="sans-serif" font-size="${Math.round(w / 24)}" fill="#0b4f3c" text-anchor="middle">${label}</text></svg>`;
  return new HttpResponse(svg, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
  });
});

const exampleImagesDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../public/eksempelbilleder/',
);
/** The example pictures by name: only these names are served, read once. */
const exampleImages = new Map(
  readdirSync(exampleImagesDir)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => [name, readFileSync(`${exampleImagesDir}${name}`)]),
);

/** The app's example pictures (public/eksempelbilleder/), as the samples' media; 404 for any other name. */
export const exampleImageHandler = http.get('*/eksempelbilleder/:name', ({ params }) => {
  const image = exampleImages.get(String(params.name));
  if (!image) return new HttpResponse('Not found', { status: 404 });
  return new HttpResponse(image, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
  });
});
