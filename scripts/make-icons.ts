// `node --import tsx scripts/make-icons.ts`: the icon set in public/icons/ from
// public/favicon.svg, rendered by Debian's Chromium (decision 016). The PNGs are committed; run
// this again when the favicon changes.
// - icon-192.png, icon-512.png: the favicon as it is (rounded corners, transparent outside);
// - icon-maskable-512.png, apple-touch-icon.png (180): full bleed, because the platform cuts its
//   own shape (the mark already sits inside the maskable safe zone, the central 80 % circle).
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const svg = await readFile(path.join(root, 'public/favicon.svg'), 'utf8');
const fullBleed = svg.replace(/\s+rx="[^"]*"/, '');
const out = path.join(root, 'public/icons');
await mkdir(out, { recursive: true });

const icons = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.screenshot({ path: path.join(out, icon.file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
